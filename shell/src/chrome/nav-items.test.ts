import { NAV_ROUTES } from '../test/nav-routes';
import { isCurrent, logoTarget, navItems, placeTarget, searchTarget } from './nav-items';

const targets = (place: Parameters<typeof navItems>[1], signedIn: boolean) =>
  navItems(NAV_ROUTES, place, signedIn).map((item) => [item.to, item.label]);

describe('the chrome links the remotes declare', () => {
  it('lists Home (signed-in only), Movies, Premieres and My List in the header, by declared order', () => {
    expect(targets('header', true)).toEqual([
      ['/dashboard', 'nav.home'],
      ['/movies', 'nav.movies'],
      ['/premieres', 'nav.premieres'],
      ['/my-list', 'nav.myList'],
    ]);
    expect(targets('header', false).map(([to]) => to)).toEqual(['/movies', '/premieres', '/my-list']);
  });

  it("puts the member's or the visitor's own entries in the drawer, before the information pages", () => {
    expect(targets('drawer', true).map(([to]) => to)).toEqual([
      '/dashboard',
      '/movies',
      '/premieres',
      '/my-list',
      '/downloads',
      '/settings',
      '/contact',
      '/privacy',
      '/terms',
      '/shipping',
    ]);
    const visitor = navItems(NAV_ROUTES, 'drawer', false);
    expect(visitor.map((item) => item.to)).toEqual([
      '/',
      '/movies',
      '/premieres',
      '/my-list',
      '/auth',
      '/contact',
      '/privacy',
      '/terms',
      '/shipping',
    ]);
    expect(visitor.find((item) => item.to === '/auth')).toMatchObject({
      label: 'nav.signInUp',
      primary: true,
    });
  });

  it('orders the account group: plan, who is watching, downloads, settings; a visitor gets sign-in', () => {
    expect(navItems(NAV_ROUTES, 'account', true).map((item) => item.widget ?? item.icon)).toEqual([
      'plan',
      'viewer',
      'download',
      'settings',
    ]);
    expect(targets('account', false)).toEqual([['/auth', 'actions.signIn']]);
  });

  it('sends the logo to the declared home: /dashboard when signed in, else /', () => {
    expect(logoTarget(NAV_ROUTES, true)).toBe('/dashboard');
    expect(logoTarget(NAV_ROUTES, false)).toBe('/');
    expect(logoTarget([], true)).toBe('/');
  });

  it('marks the current page', () => {
    expect(isCurrent('/movies', '/movies')).toBe(true);
    expect(isCurrent('/movies', '/Movies/')).toBe(true);
    expect(isCurrent('/movies', '/premieres')).toBe(false);
  });

  it('searches through the declared results page, with ?q=', () => {
    const results = placeTarget(NAV_ROUTES, 'search', true);
    expect(results).toBe('/search');
    expect(placeTarget(NAV_ROUTES, 'search', false)).toBe('/search');
    expect(searchTarget('/search', '  dune part two ')).toBe('/search?q=dune%20part%20two');
    expect(searchTarget('/search', '   ')).toBeNull();
  });

  it('leads the bell to the declared notifications page, and nowhere when none is declared', () => {
    expect(placeTarget(NAV_ROUTES, 'bell', true)).toBe('/notifications');
    expect(placeTarget([], 'bell', true)).toBeNull();
  });
});
