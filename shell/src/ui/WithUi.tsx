import { loadable } from '@premieres/ui/plain/loadable';
import { PlainSpinner } from '@premieres/ui/plain/PlainSpinner';
import { InsideUiKit } from '@premieres/ui/plain/ui-island';
import { type ReactNode, useContext } from 'react';

/** The UI kit's provider (Chakra and its theme), loaded on the first page that needs it. */
export const UiRoot = loadable(() => import('./UiRoot'), <PlainSpinner />);

/** Renders children inside the UI kit, loading it first unless an outer provider already has. */
export function WithUi({ children }: { children: ReactNode }) {
  if (useContext(InsideUiKit)) return children;
  return <UiRoot>{children}</UiRoot>;
}
