import { initI18n } from '@premieres/i18n';
import { UiProvider } from '@premieres/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

initI18n({ language: 'en' });

/** Renders inside the shell's providers (Chakra theme, English). */
export function renderWithUi(ui: ReactElement) {
  return render(<UiProvider>{ui}</UiProvider>);
}
