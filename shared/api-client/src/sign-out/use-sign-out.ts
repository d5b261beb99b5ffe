// The package's own name, not './end-session': this module ships in each app that imports the
// subpath, and only the shared singleton holds the configured client and its session refresher.
import { endSession } from '@premieres/api-client';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui/plain/notify';
import { QueryClientContext, type QueryFilters } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { useNavigate } from 'react-router';

export interface SignOutOptions {
  /** The cached reads that belong to the member and go with the session (none by default). */
  dropQueries?: QueryFilters;
}

export interface SignOut {
  run: () => Promise<void>;
  pending: boolean;
}

/**
 * Spec §4 sign-out, the one flow for the shell and every remote: ends the server session and the
 * account's downloads (endSession), goes to /, clears the store, drops the given cached reads and
 * says 'Signed out successfully' / 'See you next time!'.
 */
export function useSignOut({ dropQueries }: SignOutOptions = {}): SignOut {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  // Optional: the shell's header may sit outside a query client when it drops nothing.
  const client = useContext(QueryClientContext);
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    await endSession(() => navigate('/'));
    if (dropQueries) client?.removeQueries(dropQueries);
    setPending(false);
    notify('success', t('toasts.signedOut'), t('toasts.signedOutText'));
  };
  return { run, pending };
}
