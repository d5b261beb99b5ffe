// Plain React (no UI kit): imported by path.
import { linkedGlobalCssHref } from '../global-css/linked-global-css';

const globalCssHref = linkedGlobalCssHref();

/**
 * The UI kit's built global stylesheet (preflight, the theme's token variables, global CSS) where
 * the document links it, as a React stylesheet resource: React puts it in <head> once, before
 * emotion's styles, and holds the first commit that draws it until it has loaded (the document
 * preloads it). Pages drawn without the kit need it too: their CSS uses the token variables.
 */
export function GlobalStylesheet() {
  return globalCssHref ? <link rel="stylesheet" href={globalCssHref} precedence="ui-kit" /> : null;
}
