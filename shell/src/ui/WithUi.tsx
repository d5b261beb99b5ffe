import { PlainSpinner } from '@premieres/ui/src/plain/PlainSpinner';
import { lazy, type ReactNode, Suspense, useContext } from 'react';
import { InsideUi } from './inside-ui';

const UiRoot = lazy(() => import('./UiRoot'));

/** Renders children inside the UI kit, loading it first unless an outer WithUi already has. */
export function WithUi({ children }: { children: ReactNode }) {
  if (useContext(InsideUi)) return children;
  return (
    <Suspense fallback={<PlainSpinner />}>
      <UiRoot>{children}</UiRoot>
    </Suspense>
  );
}
