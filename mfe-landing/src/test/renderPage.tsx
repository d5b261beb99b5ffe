import { i18n, initI18n, type Language } from '@premieres/i18n';
import { UiProvider } from '@premieres/ui';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouterNavigation } from '../landing/RouterNavigation';

/** Shows where the app navigated to, for assertions. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders inside the providers the shell gives a remote: i18n, Chakra, a router. */
export async function renderPage(ui: ReactElement, options: { path?: string; language?: Language } = {}) {
  initI18n();
  await act(async () => {
    await i18n.changeLanguage(options.language ?? 'en');
  });
  let result: ReturnType<typeof render> | undefined;
  // In act, so effects (e.g. the trending fetch) settle before assertions.
  await act(async () => {
    result = render(
      <UiProvider>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path="/auth" element={<LocationProbe />} />
            <Route path="*" element={<RouterNavigation>{ui}</RouterNavigation>} />
          </Routes>
        </MemoryRouter>
      </UiProvider>,
    );
  });
  if (!result) throw new Error('render failed');
  return result;
}
