import { initI18n } from '@premieres/i18n';
import { UiProvider } from '@premieres/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import '../i18n';

initI18n({ language: 'en' });

export { member, signIn, signOut } from './session';

/** Shows where the app navigated to, for redirect assertions. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders `ui` at `path` with the shell's providers; no retries so failures show at once. */
export function renderAt(path: string, ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
  return render(
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}
