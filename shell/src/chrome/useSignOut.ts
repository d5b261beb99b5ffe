import { authApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SHELL_NS } from '../i18n';
import { log } from '../log';

/** Spec §4: sign-out clears the session, says 'Signed out successfully' / 'See you next time!', goes to /. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { t } = useTranslation(SHELL_NS);
  return useCallback(async () => {
    const store = useAuthStore.getState();
    store.setLoading(true);
    try {
      await authApi.signOut();
    } catch (error) {
      // The local session ends anyway; the refresh cookie expires on its own.
      log('warn', 'sign-out request failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
    store.clearSession();
    notify('success', t('toasts.signedOut'), t('toasts.signedOutText'));
    navigate('/');
  }, [navigate, t]);
}
