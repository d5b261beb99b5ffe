import { pageStyleNonce } from '@premieres/contracts';
import { STATIC_PAGE_CSS } from './static-page-css';

/** Id of the <style> a prerendered static page's document carries in its <head>. */
export const STATIC_PAGE_CSS_ID = 'static-page-css';

/**
 * The static pages' CSS as one <style> that React 19 hoists into <head> once (inside the shell).
 * Nothing on a prerendered document, whose <head> has the CSS already.
 */
export function StaticPageStyles() {
  if (typeof document !== 'undefined' && document.getElementById(STATIC_PAGE_CSS_ID)) return null;
  return (
    <style href="mfe-landing-static-pages" precedence="default" nonce={pageStyleNonce()}>
      {STATIC_PAGE_CSS}
    </style>
  );
}
