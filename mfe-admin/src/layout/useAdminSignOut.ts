import { endSession } from '@premieres/api-client';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_NS } from '../i18n';

/** The shared sign-out flow (spec §4: to /, with the toast), dropping every cached staff read. */
export function useAdminSignOut(): { run: () => void; pending: boolean } {
  const { t } = useTranslation(ADMIN_NS);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = () => {
    setPending(true);
    void endSession(() => navigate('/')).then(() => {
      client.clear();
      setPending(false);
      notify('success', t('toasts.signedOut'), t('toasts.signedOutText'));
    });
  };
  return { run, pending };
}
