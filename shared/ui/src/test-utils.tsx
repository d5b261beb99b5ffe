import { initI18n } from '@premieres/i18n';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from './UiProvider';

/** Renders inside the providers the shell gives every page. */
export function renderUi(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  initI18n({ language: 'en' });
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </UiProvider>,
  );
}
