import { useAuthStore } from '@premieres/auth-store';
import { authApi } from './auth-api';
import { forgetDownloads } from './forget-downloads';

/**
 * Spec §4 sign-out: ends the server session, then clears the store. `leave` (usually navigating
 * to /) runs before the store clears, so a guarded page never redirects to /auth on the way out.
 * A failed request only logs: the local session ends anyway and the refresh cookie expires. The
 * account's downloads and their keys are deleted from this browser before the store clears.
 */
export async function endSession(leave: () => void): Promise<void> {
  useAuthStore.getState().setLoading(true);
  try {
    await authApi.signOut();
  } catch (error) {
    console.warn('[api-client] sign-out request failed', error instanceof Error ? error.message : error);
  }
  await forgetDownloads();
  leave();
  useAuthStore.getState().clearSession();
}
