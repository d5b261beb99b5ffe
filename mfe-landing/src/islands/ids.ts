/** The element of the landing document that holds the prerendered (English) page. */
export const LANDING_CONTAINER_ID = 'landing';

/** Set as `data-islands` on <html> once the page is interactive (the landing bench and e2e wait for it). */
export const ISLANDS_READY = 'ready';

/**
 * Set on <html> by the document's first script when the stored language is not English: the
 * English copy stays hidden until the islands draw the page in that language (at most 3 s, should
 * the bundle never come), instead of flashing English first.
 */
export const TRANSLATING_ATTRIBUTE = 'data-landing-translating';
