// The pages mfe-landing owns (spec §2 route table), exposed as './routes' and written to the
// build's routes.json: the shell, the gateway and the release check learn them from here.
// Data only: nothing is imported at run time.
import type { NavEntry, RouteDeclaration } from '@premieres/contracts';
import type { CommonKey } from '@premieres/i18n';

/** A page of this remote: its links' labels are keys of the common strings (a wrong one does not compile). */
type Route = RouteDeclaration<CommonKey>;

import { staticDocumentFile } from './static-pages/ids';

// The landing page itself (/, /home, /index) is prerendered plain HTML + CSS: no UI kit.
const landingPage = (path: string): Route => ({
  path,
  chrome: 'none',
  uiKit: false,
  access: 'anyone',
  prerendered: true,
});
// The other visitor pages are prerendered too, each its own document (static-pages/): the
// English page in pages/<name>.html (the text pages' Hindi and Malayalam copies beside it).
const staticPage = (path: string): Route => ({
  path,
  chrome: 'none',
  uiKit: false,
  access: 'anyone',
  prerendered: true,
  document: staticDocumentFile(path.slice(1)),
});

/** An information page's link at the end of the mobile drawer. */
const drawerLink = (label: CommonKey, order: number): NavEntry<CommonKey>[] => [
  { place: 'drawer', label, order },
];

/** /help/{slug} has no route (spec): it is a 404. */
export const ROUTES: readonly Route[] = [
  {
    ...landingPage('/'),
    // A visitor's home: the logo and the drawer's Home lead here (a member's is the dashboard).
    nav: [
      { place: 'logo', label: 'appName', order: 10, audience: 'visitor' },
      { place: 'drawer', label: 'nav.home', order: 10, audience: 'visitor' },
    ],
  },
  landingPage('/home'),
  landingPage('/index'),
  staticPage('/faq'),
  staticPage('/help'),
  staticPage('/about'),
  { ...staticPage('/privacy'), nav: drawerLink('nav.privacyPolicy', 80) },
  { ...staticPage('/terms'), nav: drawerLink('nav.termsConditions', 90) },
  { ...staticPage('/shipping'), nav: drawerLink('nav.shippingDelivery', 100) },
  staticPage('/speed-test'),
];

export default ROUTES;
