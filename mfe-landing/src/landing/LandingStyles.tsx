import { pageStyleNonce } from '@premieres/contracts';
import { LANDING_CSS } from './landing-css';

/** Id of the <style> the landing document carries in its <head> (services/gateway landing-page.ts). */
export const LANDING_CSS_ID = 'landing-css';

/**
 * The landing CSS as one <style> that React 19 hoists into <head> once (also when prerendered).
 * Nothing on the landing document, whose <head> has the CSS already (the islands bundle runs there).
 */
export function LandingStyles() {
  if (typeof document !== 'undefined' && document.getElementById(LANDING_CSS_ID)) return null;
  return (
    <style href="mfe-landing-page" precedence="default" nonce={pageStyleNonce()}>
      {LANDING_CSS}
    </style>
  );
}
