import { UiProvider } from '@premieres/ui';
import type { ReactNode } from 'react';
import { DeferredToaster } from '../chrome/DeferredToaster';
import { InsideUi } from './inside-ui';

/**
 * The shared UI kit (Chakra, theme, toaster) for the pages that use it. A lazy chunk: the landing
 * page draws itself without it, so a first-time visitor on '/' never downloads @premieres/ui.
 */
export default function UiRoot({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <InsideUi.Provider value={true}>
        {children}
        <DeferredToaster />
      </InsideUi.Provider>
    </UiProvider>
  );
}
