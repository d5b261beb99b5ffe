import { useTranslation } from '@premieres/i18n';
import type { ConfirmDialogProps as SharedConfirmDialogProps } from '@premieres/ui/dialog/ConfirmDialog';
import { lazy, Suspense } from 'react';
import { ADMIN_NS } from '../i18n';
import { useOpenedOnce } from './useOpenedOnce';

export type ConfirmDialogProps = Omit<SharedConfirmDialogProps, 'keepLabel' | 'placement'>;

const ConfirmDialogView = lazy(() =>
  import('@premieres/ui/dialog/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * Spec §5's delete confirmation (shared/ui's, with the admin's Cancel). Chakra's Dialog (and the
 * parts it pulls in) is its own chunk, fetched the first time a confirmation opens: no tab's first
 * paint waits for it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} keepLabel={t('actions.cancel', { ns: 'common' })} placement="top" />
    </Suspense>
  );
}
