import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { useMemo } from 'react';
import { ADMIN_NS } from '../i18n';
import type { AdminKey } from '../i18n/keys';
import { apiErrorText, type ErrorContext } from './apiErrorText';

/** The panel's toasts: `success(key, values)` and `failure(key, error)` with the §8 titles. */
export function useNotify() {
  const { t } = useTranslation(ADMIN_NS);
  return useMemo(
    () => ({
      success: (key: AdminKey, values: Record<string, unknown> = {}) => notify('success', t(key, values)),
      /** With no error, the title alone; `context`: the caller's own codes and message values. */
      failure: (key: AdminKey, error?: unknown, context?: ErrorContext) =>
        notify('error', t(key), error === undefined ? undefined : apiErrorText(t, error, context)),
      warn: (titleKey: AdminKey, descriptionKey: AdminKey) =>
        notify('warning', t(titleKey), t(descriptionKey)),
    }),
    [t],
  );
}
