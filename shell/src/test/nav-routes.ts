import type { NavEntry, OwnedRoute } from '@premieres/contracts';

// The chrome's links as the remotes declare them in their routes.ts (the gateway's
// route-ownership test holds the real declarations to the spec's header and drawer).
const page = (
  remote: string,
  path: string,
  nav: NavEntry[],
  extra: Partial<OwnedRoute> = {},
): OwnedRoute => ({
  remote,
  path,
  chrome: 'app',
  uiKit: true,
  access: 'anyone',
  nav,
  ...extra,
});
const main = (label: string, order: number, audience?: 'member'): NavEntry[] => [
  { place: 'header', label, order, ...(audience ? { audience } : {}) },
  { place: 'drawer', label, order, ...(audience ? { audience } : {}) },
];

export const NAV_ROUTES: readonly OwnedRoute[] = [
  page('mfe-landing', '/', [
    { place: 'logo', label: 'appName', order: 10, audience: 'visitor' },
    { place: 'drawer', label: 'nav.home', order: 10, audience: 'visitor' },
  ]),
  page('mfe-landing', '/privacy', [{ place: 'drawer', label: 'nav.privacyPolicy', order: 80 }]),
  page('mfe-landing', '/terms', [{ place: 'drawer', label: 'nav.termsConditions', order: 90 }]),
  page('mfe-landing', '/shipping', [{ place: 'drawer', label: 'nav.shippingDelivery', order: 100 }]),
  page('mfe-browse', '/dashboard', [
    ...main('nav.home', 10, 'member'),
    { place: 'logo', label: 'appName', order: 10, audience: 'member' },
  ]),
  page('mfe-browse', '/movies', main('nav.movies', 20)),
  page('mfe-browse', '/premieres', main('nav.premieres', 30)),
  page('mfe-browse', '/my-list', main('nav.myList', 40)),
  page('mfe-browse', '/search', [{ place: 'search', label: 'nav.search', order: 10 }]),
  page(
    'mfe-browse',
    '/downloads',
    [
      { place: 'account', label: 'nav.downloads', order: 30, audience: 'member', icon: 'download' },
      { place: 'drawer', label: 'nav.downloads', order: 50, audience: 'member' },
    ],
    { offline: true },
  ),
  page('mfe-account', '/auth', [
    { place: 'account', label: 'actions.signIn', order: 10, audience: 'visitor', primary: true },
    { place: 'drawer', label: 'nav.signInUp', order: 60, audience: 'visitor', primary: true },
  ]),
  page(
    'mfe-account',
    '/settings',
    [
      { place: 'account', label: 'nav.settings', order: 40, audience: 'member', icon: 'settings' },
      { place: 'drawer', label: 'nav.accountSettings', order: 60, audience: 'member' },
    ],
    { access: 'member', viewer: 'grown-up' },
  ),
  page('mfe-account', '/profiles', [{ place: 'account', order: 20, audience: 'member', widget: 'viewer' }], {
    access: 'member',
    viewer: 'picker',
  }),
  page('mfe-account', '/notifications', [{ place: 'bell', label: 'nav.notifications', order: 10 }], {
    access: 'member',
  }),
  page('mfe-account', '/contact', [{ place: 'drawer', label: 'nav.contactUs', order: 70 }]),
  page(
    'mfe-account',
    '/billing',
    [{ place: 'account', order: 10, audience: 'member', widget: 'plan', unsubscribedTo: '/dashboard#plans' }],
    { access: 'member', viewer: 'grown-up' },
  ),
];
