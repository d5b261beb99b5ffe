import { authApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import { useEffect, useState } from 'react';
import { logError } from '../log';

/**
 * The success page's subscription check (spec §7): with a session_id and a signed-in user, read
 * the user again so the store holds the server's latest subscription. Billing is not built, so
 * this reports what the server says and nothing more; a failure is only logged (spec §8).
 * True while the check (or the first session check) is still running.
 */
export function useSubscriptionCheck(sessionId: string | null): boolean {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const authLoading = useAuthStore((state) => state.loading);
  const shouldCheck = Boolean(sessionId && userId);
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  const key = shouldCheck ? `${userId}:${sessionId}` : null;

  useEffect(() => {
    if (!key) return;
    let current = true;
    authApi
      .me()
      .then((user) => {
        const { accessToken, setSession } = useAuthStore.getState();
        if (current && accessToken && user.id === useAuthStore.getState().user?.id) {
          setSession({ user, accessToken });
        }
      })
      .catch((error: unknown) => logError('Subscription check failed', error))
      .finally(() => {
        if (current) setCheckedFor(key);
      });
    return () => {
      current = false;
    };
  }, [key]);

  return authLoading || (key !== null && checkedFor !== key);
}
