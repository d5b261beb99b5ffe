// Which page paths exist, from the routes the remotes in the runtime manifest declare: the one
// place the gateway knows page paths. A path no remote owns is answered with HTTP 404 (the shell
// still renders its 404 screen from the same HTML); a prerendered route gets its remote's copy.
import { findOwnedRoute, type OwnedRoute, ownedRoutes, type RuntimeManifest } from '@premieres/contracts';

/** The declared route a path belongs to; null for a path no remote owns. */
export function pageRouteFor(manifest: RuntimeManifest, pathname: string): OwnedRoute | null {
  return findOwnedRoute(ownedRoutes(manifest), pathname);
}

export function isKnownPage(manifest: RuntimeManifest, pathname: string): boolean {
  return pageRouteFor(manifest, pathname) !== null;
}
