import { useAuthStore } from '@premieres/auth-store';
import type { AuthSession } from '@premieres/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_AFTER_SIGN_IN } from './authQuery';

/**
 * After sign-in or sign-up: keep the session and go to returnTo or the dashboard. The shell's
 * gate then asks 'Who's watching?' (and a PIN) before that page when the account has more than
 * one viewer profile or a PIN on its only one, unless this browser already chose a profile of it.
 */
export function useFinishSignIn(returnTo: string | null): (session: AuthSession) => void {
  const setSession = useAuthStore((state) => state.setSession);
  const navigate = useNavigate();
  return useCallback(
    (session: AuthSession) => {
      setSession(session);
      navigate(returnTo ?? DEFAULT_AFTER_SIGN_IN, { replace: true });
    },
    [setSession, navigate, returnTo],
  );
}
