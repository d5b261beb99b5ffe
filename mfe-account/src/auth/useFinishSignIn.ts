import { viewersApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import type { AuthSession } from '@premieres/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_AFTER_SIGN_IN } from './authQuery';

/**
 * After sign-in or sign-up: keep the session and go to returnTo or the dashboard. An account
 * with more than one viewer profile (or a PIN on its only one) is then asked 'Who's watching?',
 * unless this browser already chose a profile of it.
 */
export function useFinishSignIn(returnTo: string | null): (session: AuthSession) => void {
  const setSession = useAuthStore((state) => state.setSession);
  const navigate = useNavigate();
  return useCallback(
    (session: AuthSession) => {
      setSession(session);
      const target = returnTo ?? DEFAULT_AFTER_SIGN_IN;
      navigate(target, { replace: true });
      if (useAuthStore.getState().viewerProfile) return;
      viewersApi
        .list()
        .then((profiles) => {
          if (profiles.length > 1 || profiles[0]?.hasPin) {
            navigate(`/profiles?pick=1&next=${encodeURIComponent(target)}`, { replace: true });
          }
        })
        // Without the list the main profile acts, as for a single-profile account.
        .catch(() => undefined);
    },
    [setSession, navigate, returnTo],
  );
}
