import { ROUTES_MANIFEST } from '../test/routes-manifest';
import { buildRouteTable, declarationsOf, findRoute } from './route-table';

describe('the route table built from the remotes the manifest lists', () => {
  const table = buildRouteTable(ROUTES_MANIFEST);

  it.each([
    ['/', 'mfe-landing'],
    ['/FAQ/', 'mfe-landing'],
    ['/movies', 'mfe-browse'],
    ['/content/42', 'mfe-browse'],
    ['/admin', 'mfe-admin'],
    ['/admin/users', 'mfe-admin'],
  ])('%s belongs to %s', (path, remote) => {
    expect(findRoute(table, path)?.remote).toBe(remote);
  });

  it('carries each declaration (chrome, UI kit) and has no route for unknown paths', () => {
    expect(findRoute(table, '/')).toMatchObject({ chrome: 'none', uiKit: false });
    expect(findRoute(table, '/movies')).toMatchObject({ chrome: 'app', uiKit: true });
    expect(findRoute(table, '/content')).toBeNull();
    expect(findRoute(table, '/nope')).toBeNull();
  });

  it('keeps the first claim of a contested path and reports the other', () => {
    const contested = buildRouteTable({
      ...ROUTES_MANIFEST,
      'mfe-rogue': {
        entry: '/x',
        routes: [
          { path: '/movies', chrome: 'none', uiKit: true, access: 'anyone' },
          { path: '/rogue', chrome: 'none', uiKit: true, access: 'anyone' },
        ],
      },
    });
    expect(findRoute(contested, '/movies')?.remote).toBe('mfe-browse');
    expect(findRoute(contested, '/rogue')?.remote).toBe('mfe-rogue');
    expect(contested.conflicts).toEqual([
      'mfe-rogue claims /movies, which mfe-browse already owns (/movies)',
    ]);
  });

  it('ignores malformed declarations from the network', () => {
    const odd = buildRouteTable({
      x: {
        entry: '/x',
        routes: [
          { path: 'no-slash' } as never,
          { path: '/ok', chrome: 'app', uiKit: true, access: 'anyone' },
        ],
      },
    });
    expect(odd.routes.map((route) => route.path)).toEqual(['/ok']);
  });

  it("reads an exposed './routes' module", () => {
    const route = { path: '/a', chrome: 'app', uiKit: true, access: 'anyone' };
    expect(declarationsOf({ default: [route, { path: 1 }] })).toEqual([route]);
    expect(declarationsOf(null)).toEqual([]);
  });
});
