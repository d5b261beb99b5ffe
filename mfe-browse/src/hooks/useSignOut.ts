import { authApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BROWSE_NS } from '../i18n';

/**
 * Spec §4: sign-out sets loading, clears the session, says 'Signed out successfully' / 'See you next time!' and goes to /.
 * Same flow as the shell header's sign-out (no shared hook exists yet; see the report).
 */
export function useSignOut(): { run: () => void; pending: boolean } {
  const { t } = useTranslation(BROWSE_NS);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = () => {
    setPending(true);
    useAuthStore.getState().setLoading(true);
    void authApi
      .signOut()
      .catch((error: unknown) => console.error('[mfe-browse] Sign out failed', error))
      .finally(() => {
        useAuthStore.getState().clearSession();
        client.removeQueries({ queryKey: ['library'] });
        setPending(false);
        notify('success', t('toasts.signedOut'), t('toasts.signedOutText'));
        navigate('/');
      });
  };
  return { run, pending };
}
