/** The element of a static page's document that holds the prerendered page. */
export const STATIC_PAGE_CONTAINER_ID = 'static-page';

/**
 * Set on <html> by the document's first script to the stored language when it is not English:
 * the English copy stays hidden until the island puts that language's prerendered copy in its
 * place (at most 3 s, should the island never come).
 */
export const STATIC_TRANSLATING_ATTRIBUTE = 'data-static-translating';

/** On <html>: the page's name (its documents are pages/<name>.html and pages/<lang>/<name>.html). */
export const STATIC_PAGE_ATTRIBUTE = 'data-static-page';

/** On <html>: where this remote's build is served (filled in by the gateway and the deploy). */
export const STATIC_PAGES_BASE_ATTRIBUTE = 'data-remote';

/** The build file of a static page's English document (routes.ts declares it). */
export const staticDocumentFile = (name: string) => `pages/${name}.html`;

/** The build file of a static page's copy in another language (the inside of its container). */
export const staticTranslationFile = (language: string, name: string) => `pages/${language}/${name}.html`;

/** Marks the Back button for the prerendered document's island. */
export const BACK_ATTRIBUTE = 'data-back';
