import { endSession } from '@premieres/api-client';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BROWSE_NS } from '../i18n';

/** The dashboard's Sign Out: the shared sign-out flow, plus dropping this member's cached lists. */
export function useSignOut(): { run: () => void; pending: boolean } {
  const { t } = useTranslation(BROWSE_NS);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = () => {
    setPending(true);
    void endSession(() => navigate('/')).then(() => {
      client.removeQueries({ queryKey: ['library'] });
      setPending(false);
      notify('success', t('toasts.signedOut'), t('toasts.signedOutText'));
    });
  };
  return { run, pending };
}
