import { isCurrent, logoTarget, NAV_ITEMS, searchTarget } from './nav-items';

describe('header navigation rules', () => {
  it('lists Home (signed-in only), Movies, Premieres and My List', () => {
    expect(NAV_ITEMS.map((item) => [item.to, item.signedInOnly])).toEqual([
      ['/dashboard', true],
      ['/movies', false],
      ['/premieres', false],
      ['/my-list', false],
    ]);
  });

  it('sends the logo to /dashboard when signed in, else /', () => {
    expect(logoTarget(true)).toBe('/dashboard');
    expect(logoTarget(false)).toBe('/');
  });

  it('marks the current page', () => {
    expect(isCurrent('/movies', '/movies')).toBe(true);
    expect(isCurrent('/movies', '/Movies/')).toBe(true);
    expect(isCurrent('/movies', '/premieres')).toBe(false);
  });

  it('searches through /search?q=', () => {
    expect(searchTarget('  dune part two ')).toBe('/search?q=dune%20part%20two');
    expect(searchTarget('   ')).toBeNull();
  });
});
