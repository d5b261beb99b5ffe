import { useCallback, useState } from 'react';
import type { AdminKey } from '../i18n/keys';
import type { ErrorContext } from './apiErrorText';
import { useNotify } from './useNotify';

export interface WriteToasts {
  /** §8 success toast key (and its values). */
  success: AdminKey;
  values?: Record<string, unknown>;
  /** §8 failure toast key; the description says why (by the API's code). */
  failure: AdminKey;
  /** The codes and message values only this write's failures have (see apiErrorText). */
  errors?: ErrorContext;
}

/**
 * One staff write: pending while it runs, the success toast and `after` (refresh what it made
 * stale) when it worked, the failure toast when not. Resolves true when it worked.
 */
export function useStaffWrite() {
  const toast = useNotify();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (write: () => Promise<unknown>, toasts: WriteToasts, after?: () => unknown): Promise<boolean> => {
      setPending(true);
      try {
        await write();
        toast.success(toasts.success, toasts.values);
        await after?.();
        return true;
      } catch (error) {
        toast.failure(toasts.failure, error, toasts.errors);
        return false;
      } finally {
        setPending(false);
      }
    },
    [toast],
  );
  return { run, pending };
}
