import { type RuntimeManifest, SHELL_ITEM, webVitalRelease } from '@premieres/contracts';
import { findRoute, type RouteTable } from '../routes/route-table';

/**
 * The release that serves a visited path, for field data: its remote's version as this visitor
 * got it (canary applied) and the shell's when the manifest records it ('mfe-browse@1.4.0+shell@2.1.0').
 * The admin compares a route's p75 LCP release by release.
 */
export function routeRelease(
  table: RouteTable,
  manifest: RuntimeManifest,
  pathname: string,
): string | undefined {
  const route = findRoute(table, pathname);
  const version = route ? manifest[route.remote]?.version : undefined;
  return webVitalRelease(route ? { name: route.remote, version } : null, manifest[SHELL_ITEM]?.version);
}
