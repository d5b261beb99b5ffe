import { findRoute, type RouteTable } from '../routes/route-table';

/**
 * The declared pattern of a visited path ('/content/42' → '/content/:id'), so field data groups
 * per page and never stores ids; 'unknown' for a path no remote declares (the 404 page).
 */
export function routePattern(table: RouteTable, pathname: string): string {
  return findRoute(table, pathname)?.path ?? 'unknown';
}
