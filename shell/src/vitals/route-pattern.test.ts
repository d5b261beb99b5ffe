import { WEB_VITAL_ROUTE_PATTERN } from '@premieres/contracts';
import { buildRouteTable } from '../routes/route-table';
import { ROUTES_MANIFEST } from '../test/routes-manifest';
import { routePattern } from './route-pattern';

const table = buildRouteTable(ROUTES_MANIFEST);

describe('routePattern', () => {
  it.each([
    ['/', '/'],
    ['/movies', '/movies'],
    ['/content/42', '/content/:id'],
    ['/content/rann-bhoomi', '/content/:id'],
    ['/admin/users', '/admin/*'],
    ['/no/such/page', 'unknown'],
  ])('%s is reported as %s (a pattern the API accepts)', (path, pattern) => {
    expect(routePattern(table, path)).toBe(pattern);
    expect(new RegExp(WEB_VITAL_ROUTE_PATTERN).test(pattern)).toBe(true);
  });
});
