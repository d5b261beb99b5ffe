import { matchesPath } from '@premieres/contracts';
import { ROUTES } from '../routes';

/** The declared pattern of a prerendered landing path for field data; 'unknown' otherwise. */
export function landingRouteOf(pathname: string): string {
  return ROUTES.find((route) => route.prerendered && matchesPath(route.path, pathname))?.path ?? 'unknown';
}
