import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { initI18n } from './instance';
import { useLanguage } from './useLanguage';

function Probe() {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  return (
    <div>
      <span data-testid="lang">{language}</span>
      <span data-testid="text">{t('actions.signOut')}</span>
      <button type="button" onClick={() => void setLanguage('hi')}>
        hi
      </button>
    </div>
  );
}

test('components re-render in the new language', async () => {
  initI18n({ language: 'en' });
  render(<Probe />);
  expect(screen.getByTestId('text')).toHaveTextContent('Sign Out');
  await act(async () => {
    screen.getByRole('button', { name: 'hi' }).click();
  });
  expect(screen.getByTestId('lang')).toHaveTextContent('hi');
  expect(screen.getByTestId('text')).toHaveTextContent('साइन आउट करें');
});
