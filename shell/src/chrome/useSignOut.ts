import { endSession } from '@premieres/api-client';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SHELL_NS } from '../i18n';

/** Spec §4: sign-out goes to /, clears the session and says 'Signed out successfully' / 'See you next time!'. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { t } = useTranslation(SHELL_NS);
  return useCallback(async () => {
    await endSession(() => navigate('/'));
    notify('success', t('toasts.signedOut'), t('toasts.signedOutText'));
  }, [navigate, t]);
}
