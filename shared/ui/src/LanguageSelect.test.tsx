import { i18n, LANGUAGE_STORAGE_KEY } from '@premieres/i18n';
import { act, fireEvent, screen } from '@testing-library/react';
import { LanguageSelect } from './LanguageSelect';
import { renderUi } from './test-utils';

afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
  window.localStorage.clear();
});

test('offers the three languages by their own names', () => {
  renderUi(<LanguageSelect />);
  const select = screen.getByRole('combobox', { name: 'Language' });
  expect(select).toHaveValue('en');
  const options = Array.from((select as HTMLSelectElement).options).map((o) => [o.value, o.text]);
  expect(options).toEqual([
    ['en', 'English'],
    ['hi', 'हिन्दी'],
    ['ml', 'മലയാളം'],
  ]);
});

test('switching sets the language everywhere and remembers it', async () => {
  renderUi(<LanguageSelect />);
  await act(async () => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'ml' } });
  });
  expect(i18n.language).toBe('ml');
  expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ml');
  // Its own label follows the language.
  expect(screen.getByRole('combobox', { name: 'ഭാഷ' })).toHaveValue('ml');
});
