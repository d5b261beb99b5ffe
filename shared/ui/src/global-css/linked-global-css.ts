/**
 * The id of the document's `<link rel="preload" as="style">` that names the UI kit's global
 * stylesheet: Chakra's preflight, token variables and global CSS, written at build time from
 * `system` (global-css-text.tsx; the shell's build links it in index.html).
 */
export const GLOBAL_CSS_LINK_ID = 'ui-kit-global-css';

/** The href of the document's built global stylesheet, or null when it names none (tests, Node). */
export function linkedGlobalCssHref(doc: Document | undefined = globalThis.document): string | null {
  const link = doc?.getElementById(GLOBAL_CSS_LINK_ID);
  return link?.getAttribute('href') || null;
}
