import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from './instance';
import { currentLanguage, setLanguage } from './useLanguage';
import { useLanguagePicker } from './useLanguagePicker';

function Picker() {
  const picker = useLanguagePicker();
  return (
    <select aria-label={picker.label} value={picker.value} onChange={picker.onChange}>
      {picker.options.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
      <option value="fr">not offered</option>
    </select>
  );
}

test('offers en, hi and ml in their own names and switches the language', async () => {
  initI18n({ language: 'en' });
  render(<Picker />);
  const select = screen.getByRole('combobox');
  expect(
    screen
      .getAllByRole('option')
      .slice(0, 3)
      .map((o) => o.getAttribute('value')),
  ).toEqual(['en', 'hi', 'ml']);
  fireEvent.change(select, { target: { value: 'ml' } });
  await waitFor(() => expect(currentLanguage()).toBe('ml'));
});

test('ignores a value that is not an offered language', async () => {
  initI18n();
  await act(() => setLanguage('en'));
  render(<Picker />);
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'fr' } });
  expect(currentLanguage()).toBe('en');
});
