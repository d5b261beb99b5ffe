import { UiProvider } from '@premieres/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from '../chrome/DeferredToaster';
import { appQueryClient } from '../data/app-query-client';
import { InsideUi } from './inside-ui';

/**
 * The shared UI kit (Chakra, theme, toaster) and the page's one data cache for the pages that use
 * them. A lazy chunk: the landing page draws itself without it, so a first-time visitor on '/'
 * downloads neither @premieres/ui nor TanStack Query.
 */
export default function UiRoot({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={appQueryClient}>
      <UiProvider>
        <InsideUi.Provider value={true}>
          {children}
          <DeferredToaster />
        </InsideUi.Provider>
      </UiProvider>
    </QueryClientProvider>
  );
}
