import { initI18n } from '@premieres/i18n';
import { UiProvider } from '@premieres/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import '../i18n';

/** Shows the current URL, so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

/** Renders inside the providers the shell gives every page, at `path`. */
export function renderShell(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  initI18n({ language: 'en' });
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}
