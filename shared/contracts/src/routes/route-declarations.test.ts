import {
  describeConflict,
  isRouteDeclaration,
  matchesPath,
  type OwnedRoute,
  patternsOverlap,
  prerenderedDocumentOf,
  routeConflicts,
} from './route-declarations';

const claim = (remote: string, path: string): OwnedRoute => ({
  remote,
  path,
  chrome: 'app',
  uiKit: true,
  access: 'anyone',
});

describe('route declarations', () => {
  it('matches like react-router: parameters, a final splat, any case, a trailing slash', () => {
    expect(matchesPath('/content/:id', '/CONTENT/Abc/')).toBe(true);
    expect(matchesPath('/content/:id', '/content')).toBe(false);
    expect(matchesPath('/admin/*', '/admin')).toBe(true);
    expect(matchesPath('/admin/*', '/admin/users/1')).toBe(true);
    expect(matchesPath('/', '/')).toBe(true);
    expect(matchesPath('/', '/x')).toBe(false);
  });

  it.each([
    ['/movies', '/Movies', true],
    ['/content/:id', '/content/new', true],
    ['/admin/*', '/admin/users', true],
    ['/admin/*', '/admin', true],
    ['/*', '/anything/at/all', true],
    ['/movies', '/movie/:id', false],
    ['/content/:id', '/content', false],
    ['/help', '/help/*', true],
    ['/a/:x/b', '/a/c/d', false],
  ])('%s and %s overlap: %s', (a, b, expected) => {
    expect(patternsOverlap(a, b)).toBe(expected);
    expect(patternsOverlap(b, a)).toBe(expected);
  });

  it('reports claims of two remotes on one path, not overlaps inside one remote', () => {
    const conflicts = routeConflicts([
      claim('mfe-browse', '/movies'),
      claim('mfe-browse', '/movie/:id'),
      claim('mfe-browse', '/movie/new'),
      claim('mfe-catalog', '/movies'),
    ]);
    expect(conflicts.map(describeConflict)).toEqual([
      'mfe-catalog claims /movies, which mfe-browse already owns (/movies)',
    ]);
  });

  it('accepts only well-formed declarations', () => {
    expect(isRouteDeclaration({ path: '/x', chrome: 'app', uiKit: true, access: 'member' })).toBe(true);
    expect(isRouteDeclaration({ path: 'x', chrome: 'app', uiKit: true, access: 'member' })).toBe(false);
    expect(isRouteDeclaration({ path: '/x', chrome: 'side', uiKit: true, access: 'member' })).toBe(false);
    expect(isRouteDeclaration({ path: '/x', chrome: 'app', uiKit: true, access: 'root' })).toBe(false);
    expect(isRouteDeclaration(null)).toBe(false);
  });

  it("takes the pictures to preload only from one of the route's own reads, at most 12", () => {
    const route = {
      path: '/content/:id',
      chrome: 'app',
      uiKit: true,
      access: 'anyone',
      preload: ['movies/:id'],
    };
    const pictures = (read: string, count: number) => ({
      ...route,
      preloadPictures: { read, from: 'item', count },
    });
    expect(isRouteDeclaration(pictures('movies/:id', 1))).toBe(true);
    expect(isRouteDeclaration(pictures('movies/other', 1))).toBe(false);
    expect(isRouteDeclaration(pictures('movies/:id', 0))).toBe(false);
    expect(isRouteDeclaration(pictures('movies/:id', 13))).toBe(false);
    expect(
      isRouteDeclaration({ ...route, preloadPictures: { read: 'movies/:id', from: 'all', count: 1 } }),
    ).toBe(false);
    // The width their variants are drawn at (issue 28), when given, is a sizes text.
    const sized = (sizes: unknown) => ({
      ...route,
      preloadPictures: { read: 'movies/:id', from: 'item', count: 1, sizes },
    });
    expect(isRouteDeclaration(sized('(min-width: 48rem) 11rem, 9.25rem'))).toBe(true);
    expect(isRouteDeclaration(sized(''))).toBe(false);
    expect(isRouteDeclaration(sized(320))).toBe(false);
  });

  it("says a page's place in 'Who's watching?' only as the picker or a grown-up page", () => {
    expect(isRouteDeclaration({ ...claim('a', '/profiles'), viewer: 'picker' })).toBe(true);
    expect(isRouteDeclaration({ ...claim('a', '/billing'), viewer: 'grown-up' })).toBe(true);
    expect(isRouteDeclaration({ ...claim('a', '/billing'), viewer: 'kids' })).toBe(false);
  });

  it("names the page's chunk only as a relative module path (it becomes a preload in the HTML)", () => {
    const route = { path: '/movies', chrome: 'app', uiKit: true, access: 'anyone' };
    expect(isRouteDeclaration({ ...route, pageChunk: './pages/MoviesPage' })).toBe(true);
    for (const pageChunk of ['pages/MoviesPage', '/abs.js', './a b', '"><script>', 7]) {
      expect(isRouteDeclaration({ ...route, pageChunk })).toBe(false);
    }
  });

  it("names a prerendered page's document only as an .html file inside the build", () => {
    const route = {
      path: '/faq',
      chrome: 'none',
      uiKit: false,
      access: 'anyone',
      prerendered: true,
    } as const;
    expect(isRouteDeclaration({ ...route, document: 'pages/faq.html' })).toBe(true);
    for (const document of ['../x.html', '/etc/x.html', 'pages/faq.js', 'a//b.html', 'pages/FAQ.html', 7]) {
      expect(isRouteDeclaration({ ...route, document })).toBe(false);
    }
    expect(prerenderedDocumentOf({ ...route, document: 'pages/faq.html' })).toBe('pages/faq.html');
    expect(prerenderedDocumentOf({ ...route, path: '/' })).toBe('landing.html');
  });
});
