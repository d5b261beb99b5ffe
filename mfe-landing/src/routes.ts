// The pages mfe-landing owns (spec §2 route table), exposed as './routes' and written to the
// build's routes.json: the shell, the gateway and the release check learn them from here.
// Data only: nothing is imported at run time.
import type { RouteDeclaration } from '@premieres/contracts';
import { staticDocumentFile } from './static-pages/ids';

// The landing page itself (/, /home, /index) is prerendered plain HTML + CSS: no UI kit.
const landingPage = (path: string): RouteDeclaration => ({
  path,
  chrome: 'none',
  uiKit: false,
  access: 'anyone',
  prerendered: true,
});
// The other visitor pages are prerendered too, each its own document (static-pages/): the
// English page in pages/<name>.html (the text pages' Hindi and Malayalam copies beside it).
const staticPage = (path: string): RouteDeclaration => ({
  path,
  chrome: 'none',
  uiKit: false,
  access: 'anyone',
  prerendered: true,
  document: staticDocumentFile(path.slice(1)),
});

/** /help/{slug} has no route (spec): it is a 404. */
export const ROUTES: readonly RouteDeclaration[] = [
  landingPage('/'),
  landingPage('/home'),
  landingPage('/index'),
  staticPage('/faq'),
  staticPage('/help'),
  staticPage('/about'),
  staticPage('/privacy'),
  staticPage('/terms'),
  staticPage('/shipping'),
  staticPage('/speed-test'),
];

export default ROUTES;
