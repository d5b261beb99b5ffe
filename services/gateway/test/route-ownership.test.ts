import { join } from 'node:path';
import {
  describeConflict,
  findOwnedRoute,
  type NavPlace,
  type OwnedRoute,
  routeConflicts,
} from '@premieres/contracts';
import { readRouteDeclarations } from '@premieres/federation';
import { REMOTE_APPS } from '../src/paths';

// The routes every remote declares in its src/routes.ts (what its build writes to routes.json),
// checked together: the spec's route table is covered, and no two remotes claim one path.
const routes: OwnedRoute[] = REMOTE_APPS.flatMap((app) =>
  readRouteDeclarations(join(app.dir, 'src', 'routes.ts')).map((route) => ({ ...route, remote: app.name })),
);
const ownerOf = (path: string) => findOwnedRoute(routes, path);

describe('route ownership across the remotes', () => {
  it('has no path claimed by two remotes', () => {
    expect(routeConflicts(routes).map(describeConflict)).toEqual([]);
  });

  it.each([
    ['/', 'mfe-landing'],
    ['/home', 'mfe-landing'],
    ['/index', 'mfe-landing'],
    ['/faq', 'mfe-landing'],
    ['/help', 'mfe-landing'],
    ['/about', 'mfe-landing'],
    ['/privacy', 'mfe-landing'],
    ['/terms', 'mfe-landing'],
    ['/shipping', 'mfe-landing'],
    ['/speed-test', 'mfe-landing'],
    ['/dashboard', 'mfe-browse'],
    ['/movies', 'mfe-browse'],
    ['/premieres', 'mfe-browse'],
    ['/my-list', 'mfe-browse'],
    ['/content/42', 'mfe-browse'],
    ['/movie/tv1', 'mfe-browse'],
    ['/auth', 'mfe-account'],
    ['/auth/confirm', 'mfe-account'],
    ['/reset-password', 'mfe-account'],
    ['/settings', 'mfe-account'],
    ['/profile', 'mfe-account'],
    ['/profiles', 'mfe-account'],
    ['/notifications', 'mfe-account'],
    ['/contact', 'mfe-account'],
    ['/success', 'mfe-account'],
    ['/auth-test', 'mfe-account'],
    ['/admin', 'mfe-admin'],
    ['/admin/users', 'mfe-admin'],
  ])('the spec page %s belongs to %s', (path, remote) => {
    expect(ownerOf(path)?.remote).toBe(remote);
  });

  it('leaves help articles and unknown paths to the 404 page', () => {
    for (const path of ['/help/how-to-reset-your-password', '/nope', '/content', '/content/1/extra']) {
      expect(ownerOf(path)).toBeNull();
    }
  });

  it('prerenders the landing page, the static visitor pages, /auth and /contact; member pages draw their first screen without the UI kit', () => {
    const plain = routes.filter((route) => !route.uiKit).map((route) => route.path);
    const staticPages = [
      '/',
      '/home',
      '/index',
      '/faq',
      '/help',
      '/about',
      '/privacy',
      '/terms',
      '/shipping',
      '/speed-test',
    ];
    const memberPages = [
      '/dashboard',
      '/movies',
      '/premieres',
      '/my-list',
      '/search',
      '/content/:id',
      '/movie/:id',
    ];
    expect(plain).toEqual([...staticPages, ...memberPages]);
    // /auth and /contact are prerendered too, by their own remote; inside the app they keep the UI kit.
    expect(routes.filter((route) => route.prerendered).map((route) => route.path)).toEqual([
      ...staticPages,
      '/auth',
      '/contact',
    ]);
    // Each static page is its own document in its remote's build.
    expect(ownerOf('/faq')?.document).toBe('pages/faq.html');
    expect(ownerOf('/contact')).toMatchObject({ remote: 'mfe-account', document: 'pages/contact.html' });
    expect(ownerOf('/auth')).toMatchObject({ remote: 'mfe-account', document: 'pages/auth.html' });
    expect(ownerOf('/')?.document).toBeUndefined();
  });

  it('draws the app header on member pages and guards staff and account pages', () => {
    expect(ownerOf('/movies')?.chrome).toBe('app');
    expect(ownerOf('/settings')).toMatchObject({ chrome: 'app', access: 'member' });
    expect(ownerOf('/auth')?.chrome).toBe('none');
    expect(ownerOf('/admin/users')).toMatchObject({ chrome: 'none', access: 'staff' });
  });

  // The shell draws these from the declarations (shell/src/chrome/nav-items.ts): the spec's header
  // and drawer, as the remotes declare them, so the shell's own tests may use a copy
  // (shell/src/test/nav-routes.ts) that this keeps honest.
  const links = (place: NavPlace, audience: 'member' | 'visitor') =>
    routes
      .flatMap((route) =>
        (route.nav ?? [])
          .filter((entry) => entry.place === place && (entry.audience ?? audience) === audience)
          .map((entry) => ({ ...entry, to: route.path })),
      )
      .sort((a, b) => a.order - b.order)
      .map((entry) => `${entry.to} ${entry.label ?? entry.widget}`);

  it("declares the spec's header, drawer and account links, in order, for members and visitors", () => {
    const main = ['/movies nav.movies', '/premieres nav.premieres', '/my-list nav.myList'];
    const info = ['/contact nav.contactUs', '/privacy nav.privacyPolicy', '/terms nav.termsConditions'];
    expect(links('header', 'member')).toEqual(['/dashboard nav.home', ...main]);
    expect(links('header', 'visitor')).toEqual(main);
    expect(links('drawer', 'member')).toEqual([
      '/dashboard nav.home',
      ...main,
      '/downloads nav.downloads',
      '/settings nav.accountSettings',
      ...info,
      '/shipping nav.shippingDelivery',
    ]);
    expect(links('drawer', 'visitor')).toEqual([
      '/ nav.home',
      ...main,
      '/auth nav.signInUp',
      ...info,
      '/shipping nav.shippingDelivery',
    ]);
    expect(links('account', 'member')).toEqual([
      '/billing plan',
      '/profiles viewer',
      '/downloads nav.downloads',
      '/settings nav.settings',
    ]);
    expect(links('account', 'visitor')).toEqual(['/auth actions.signIn']);
    expect(links('logo', 'member')).toEqual(['/dashboard appName']);
    expect(links('logo', 'visitor')).toEqual(['/ appName']);
    for (const audience of ['member', 'visitor'] as const) {
      expect(links('search', audience)).toEqual(['/search nav.search']);
      expect(links('bell', audience)).toEqual(['/notifications nav.notifications']);
    }
  });

  it('keeps the downloads page offline (the service worker keeps its remote, an offline start opens it)', () => {
    expect(routes.filter((route) => route.offline).map((route) => route.path)).toEqual(['/downloads']);
  });
});
