// The shell's router table is built at run time from what the registered remotes declare in
// /remotes.json (or, for an entry that lists no routes, from the remote's exposed './routes').
// No remote path is written in the shell. Plain functions and no shared imports: the entry uses
// them before the async boundary.
import {
  describeConflict,
  findOwnedRoute,
  isRouteDeclaration,
  type OwnedRoute,
  ownedRoutes,
  type RouteDeclaration,
  type RuntimeManifest,
  routeConflicts,
} from '@premieres/contracts';

export interface RouteTable {
  routes: readonly OwnedRoute[];
  /** Claims dropped because another remote owns the path (refused at release time; logged here). */
  conflicts: readonly string[];
}

/**
 * Keeps the first claim of a contested path (manifest order), so one page never has two owners.
 * Each claim is checked against the kept ones only: checking every pair of the table again for each
 * claim was 40 ms of a member page's start at 4x CPU (issue 28).
 */
export function buildRouteTable(manifest: RuntimeManifest): RouteTable {
  const routes: OwnedRoute[] = [];
  const conflicts: string[] = [];
  for (const route of ownedRoutes(manifest)) {
    const owner = routes.find((kept) => routeConflicts([kept, route]).length > 0);
    if (owner) conflicts.push(describeConflict({ first: owner, second: route }));
    else routes.push(route);
  }
  return { routes, conflicts };
}

export function findRoute(table: RouteTable, pathname: string): OwnedRoute | null {
  return findOwnedRoute(table.routes, pathname);
}

/** The declarations a remote's './routes' module exports, checked like JSON from the network. */
export function declarationsOf(module: unknown): RouteDeclaration[] {
  const exported = (module as { default?: unknown } | null)?.default ?? module;
  return Array.isArray(exported) ? exported.filter(isRouteDeclaration) : [];
}
