// The pages mfe-landing owns (spec §2 route table), exposed as './routes' and written to the
// build's routes.json: the shell, the gateway and the release check learn them from here.
// Data only: nothing is imported at run time.
import type { RouteDeclaration } from '@premieres/contracts';

// The landing page itself (/, /home, /index) is prerendered plain HTML + CSS: no UI kit.
const landingPage = (path: string): RouteDeclaration => ({
  path,
  chrome: 'none',
  uiKit: false,
  access: 'anyone',
  prerendered: true,
});
const visitorPage = (path: string): RouteDeclaration => ({
  path,
  chrome: 'none',
  uiKit: true,
  access: 'anyone',
});

/** /help/{slug} has no route (spec): it is a 404. */
export const ROUTES: readonly RouteDeclaration[] = [
  landingPage('/'),
  landingPage('/home'),
  landingPage('/index'),
  visitorPage('/faq'),
  visitorPage('/help'),
  visitorPage('/about'),
  visitorPage('/privacy'),
  visitorPage('/terms'),
  visitorPage('/shipping'),
  visitorPage('/speed-test'),
];

export default ROUTES;
