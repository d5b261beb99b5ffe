import { resolveCanaries, SHELL_ITEM } from '@premieres/contracts';
import { buildRouteTable } from '../routes/route-table';
import { ROUTES_MANIFEST } from '../test/routes-manifest';
import { routeRelease } from './route-release';

const table = buildRouteTable(ROUTES_MANIFEST);

describe('routeRelease', () => {
  it("names the route's remote and its version, and the shell's when the manifest records it", () => {
    expect(routeRelease(table, ROUTES_MANIFEST, '/content/42')).toBe('mfe-browse@0.1.0');
    const released = { ...ROUTES_MANIFEST, [SHELL_ITEM]: { version: '2.1.0' } };
    expect(routeRelease(table, released, '/admin/users')).toBe('mfe-admin@0.1.0+shell@2.1.0');
    expect(routeRelease(table, released, '/no/such/page')).toBe('shell@2.1.0');
    expect(routeRelease(table, ROUTES_MANIFEST, '/no/such/page')).toBeUndefined();
  });

  it("gives a canary's visitors the canary's version", () => {
    const manifest = {
      ...ROUTES_MANIFEST,
      'mfe-browse': {
        ...ROUTES_MANIFEST['mfe-browse'],
        canary: { entry: '/remotes/mfe-browse/0.2.0/mf-manifest.json', version: '0.2.0', percent: 100 },
      },
    };
    const resolved = resolveCanaries(manifest, 'visitor-1');
    expect(routeRelease(buildRouteTable(resolved), resolved, '/movies')).toBe('mfe-browse@0.2.0');
  });
});
