import { useAuthStore } from '@premieres/auth-store';
import type { OwnedRoute } from '@premieres/contracts';
import { offersLink } from '../viewer/viewer-gate';

/** Which header and drawer links the current viewer profile is offered (see offersLink). */
export function useOfferedLinks(routes: readonly OwnedRoute[]): (to: string) => boolean {
  const viewer = useAuthStore((state) => state.viewerProfile);
  return (to) => offersLink(to, routes, viewer);
}
