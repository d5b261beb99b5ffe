import { createToaster } from '@chakra-ui/react';
import { TOAST } from '@premieres/contracts';
import { lazy, Suspense } from 'react';

/** Spec §9: notifications display for 5 seconds. */
export const TOAST_DURATION_MS = TOAST.durationMs;

/** The one toast store. `toaster.create({ title, description, type })` works from any remote. */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Shorthand for the spec's toasts: a title and an optional description. */
export function notify(type: ToastKind, title: string, description?: string): string {
  return toaster.create({ type, title, description, closable: true });
}

// The toast view (and its state machine) loads in its own chunk: a visitor's first page has no toast.
const ToasterView = lazy(() => import('./ToasterView'));

/** Renders the toasts. Mount once, in the shell, inside UiProvider. */
export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <ToasterView toaster={toaster} />
    </Suspense>
  );
}
