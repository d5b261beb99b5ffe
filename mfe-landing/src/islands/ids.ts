/** The element of the landing document that holds the prerendered (English) page. */
export const LANDING_CONTAINER_ID = 'landing';

/** Set as `data-islands` on <html> once the page is interactive (the landing bench and e2e wait for it). */
export const ISLANDS_READY = 'ready';
