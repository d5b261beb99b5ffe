import { isRouteDeclaration } from '../routes/route-declarations';
import { earlyRequestKey, fillPreloadPath } from './early-requests';

describe('early requests', () => {
  it('one key for the same read whatever the order of its parameters, per viewer profile', () => {
    const a = earlyRequestKey('http://x/api/movies?type=movie&genre=Action&page=1', 'tok');
    expect(earlyRequestKey('http://x/api/movies?page=1&genre=Action&type=movie', 'tok')).toBe(a);
    expect(earlyRequestKey('http://x/api/movies?page=1&genre=Action&type=movie', null)).not.toBe(a);
    expect(earlyRequestKey('http://x/api/movies?page=2&genre=Action&type=movie', 'tok')).not.toBe(a);
  });

  it("fills a preload path's parameters from the page path, encoded once", () => {
    expect(fillPreloadPath('movies/:id', '/content/:id', '/content/42')).toBe('movies/42');
    expect(fillPreloadPath('movies/:id', '/content/:id', '/content/a%20b')).toBe('movies/a%20b');
    expect(fillPreloadPath('movies?section=x', '/movies', '/movies')).toBe('movies?section=x');
    expect(fillPreloadPath('movies/:id', '/content/:id', '/movies')).toBeNull();
    expect(fillPreloadPath('movies/:slug', '/content/:id', '/content/42')).toBeNull();
  });

  it("fills a query value from the page URL's query, trimmed as the page reads it; none when empty", () => {
    const read = 'search?q=:q&page=1&limit=24';
    expect(fillPreloadPath(read, '/search', '/search', '?q=mission')).toBe(
      'search?q=mission&page=1&limit=24',
    );
    expect(fillPreloadPath(read, '/search', '/search', '?q=%20a%26b%3Dc%20')).toBe(
      'search?q=a%26b%3Dc&page=1&limit=24',
    );
    expect(fillPreloadPath(read, '/search', '/search', '?q=%E0%A4%B0%E0%A4%A3')).toBe(
      `search?q=${encodeURIComponent('रण')}&page=1&limit=24`,
    );
    for (const search of ['', '?q=', '?q=%20%20', '?other=1']) {
      expect(fillPreloadPath(read, '/search', '/search', search)).toBeNull();
    }
    // A path parameter is the page path's, whatever the query says.
    expect(fillPreloadPath('movies/:id', '/content/:id', '/content/42', '?id=7')).toBe('movies/42');
  });

  it('a route may only declare reads under the API base', () => {
    const route = { path: '/movies', chrome: 'app', uiKit: true, access: 'anyone' };
    expect(isRouteDeclaration({ ...route, preload: ['movies?type=tv&genre=Sci-Fi&page=1'] })).toBe(true);
    expect(isRouteDeclaration({ ...route, preload: ['search?q=:q&page=1&limit=24'] })).toBe(true);
    for (const bad of ['https://evil.example/x', '/api/movies', '../auth/refresh', '//evil', 'x?a=b:c', 42]) {
      expect(isRouteDeclaration({ ...route, preload: [bad] })).toBe(false);
    }
  });
});
