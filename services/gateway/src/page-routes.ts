import { findOwnedRoute, type OwnedRoute, ownedRoutes, type RuntimeManifest } from '@premieres/contracts';

/**
 * The page a path belongs to, from the routes the remotes in the runtime manifest declare; null
 * for a path no remote owns (the shell's 404 page). The one place the gateway knows page paths.
 */
export function pageRouteFor(manifest: RuntimeManifest, path: string): OwnedRoute | null {
  return findOwnedRoute(ownedRoutes(manifest), path);
}
