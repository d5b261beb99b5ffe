import { UiProvider } from '@premieres/ui';
import { InsideUiKit } from '@premieres/ui/plain/ui-island';
import type { ReactNode } from 'react';
import { DeferredToaster } from '../chrome/DeferredToaster';

/**
 * The shared UI kit (Chakra, theme, toaster) around the pages that are drawn with it. A lazy
 * chunk: the landing page and a member page's first screen draw themselves without it (issue 28),
 * and load it in islands (`UiIsland`) when a part needs it.
 */
export default function UiRoot({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <InsideUiKit.Provider value={true}>
        {children}
        <DeferredToaster />
      </InsideUiKit.Provider>
    </UiProvider>
  );
}
