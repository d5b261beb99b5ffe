import { initI18n } from '@premieres/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import '../i18n';
import { appQueryClient } from '../data/app-query-client';
import UiRoot from '../ui/UiRoot';

/** Shows the current URL, so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

/** Renders inside the providers the shell gives every page that uses the UI kit, at `path`. */
export function renderShell(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  initI18n({ language: 'en' });
  return render(
    <QueryClientProvider client={appQueryClient}>
      <UiRoot>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </UiRoot>
    </QueryClientProvider>,
  );
}
