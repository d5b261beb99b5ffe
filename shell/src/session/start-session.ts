import { hasSessionHint, useAuthStore } from '@premieres/auth-store';
import { log } from '../log';

let started = false;

function startKeeper(restore: boolean): void {
  if (started) return;
  started = true;
  import('@premieres/api-client')
    .then(({ startSessionKeeper }) => startSessionKeeper({ skipRestore: !restore }))
    .catch((error: unknown) => log('error', 'the session keeper could not start', { error: String(error) }));
}

/**
 * Restores the session after a reload and keeps the access token fresh. The API client loads
 * only for a browser that had a session, or once one starts (a sign-in on this page): a
 * first-time visitor's page never downloads it.
 */
export function startSession(): () => void {
  if (hasSessionHint()) {
    startKeeper(true);
    return () => undefined;
  }
  useAuthStore.getState().setLoading(false);
  return useAuthStore.subscribe((state) => {
    if (state.accessToken) startKeeper(false);
  });
}
