import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogView';
import { useOpenedOnce } from './useOpenedOnce';

export type { ConfirmDialogProps } from './ConfirmDialogView';

const ConfirmDialogView = lazy(() =>
  import('./ConfirmDialogView').then((module) => ({ default: module.ConfirmDialogView })),
);

/**
 * Spec §5's delete confirmation. Chakra's Dialog (and the parts it pulls in) is its own chunk,
 * fetched the first time a confirmation opens: no tab's first paint waits for it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
