// The names a prerendered page's document and its island agree on (static-document.ts writes the
// document in Node; the islands read it in the browser): no imports, so an island stays small.
/** The element of a prerendered page's document that holds the page. */
export const STATIC_PAGE_CONTAINER_ID = 'static-page';

/**
 * Set on <html> by the document's first script to the stored language when it is not English:
 * the English copy stays hidden until the island puts that language's copy in its place (at most
 * 3 s, should the island never come).
 */
export const STATIC_TRANSLATING_ATTRIBUTE = 'data-static-translating';

/** On <html>: the page's name (its documents are pages/<name>.html and pages/<lang>/<name>.html). */
export const STATIC_PAGE_ATTRIBUTE = 'data-static-page';

/** On <html>: where the remote's build is served (filled in by the gateway and the deploy). */
export const STATIC_PAGES_BASE_ATTRIBUTE = 'data-remote';

/** Stands for the remote's base URL in a prerendered document (the gateway's landing-page.ts). */
export const REMOTE_BASE_PLACEHOLDER = '{{remote}}';

/** The build file of a prerendered page's English document (the route declares it). */
export const staticDocumentFile = (name: string) => `pages/${name}.html`;

/** The build file of a prerendered page's copy in another language (the inside of its container). */
export const staticTranslationFile = (language: string, name: string) => `pages/${language}/${name}.html`;

/** Marks the Back button of a prerendered page for its island. */
export const BACK_ATTRIBUTE = 'data-back';
