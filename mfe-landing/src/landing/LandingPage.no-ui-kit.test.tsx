import { i18n, initI18n } from '@premieres/i18n';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from '../App';

// '/' is the first page most visitors see: it must render without the shared UI kit (Chakra),
// which the shell then does not download there. Importing it from the landing page fails here.
jest.mock('@premieres/ui', () => {
  throw new Error('the landing page must not import @premieres/ui');
});

beforeEach(() => {
  globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

test('/ renders the whole landing page without @premieres/ui or any provider but the router', async () => {
  initI18n();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <App />
      </MemoryRouter>,
    );
  });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Unlimited movies, premieres and more' }),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  expect(screen.getAllByRole('combobox', { name: 'Language' })).toHaveLength(2);
  expect(screen.getByTestId('plan-standard')).toHaveTextContent('Most Popular');
  // Its own stylesheet, hoisted into <head> once.
  const sheets = document.head.querySelectorAll('style[data-href="mfe-landing-page"]');
  expect(sheets).toHaveLength(1);
  expect(sheets[0]?.textContent).toContain('.lp-grid-trending');
});
