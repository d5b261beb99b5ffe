import { screen } from '@testing-library/react';
import App, { LANDING_PATHS } from './App';
import { renderPage } from './test/renderPage';

beforeEach(() => {
  globalThis.fetch = jest
    .fn()
    .mockResolvedValue({ ok: true, json: async () => [] }) as unknown as typeof fetch;
});

test.each(['/', '/home', '/index'])('%s shows the landing page', async (path) => {
  await renderPage(<App />, { path });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Unlimited movies, premieres and more' }),
  ).toBeInTheDocument();
});

test.each([
  ['/faq', 'Frequently Asked Questions'],
  ['/help', 'Help Centre'],
  ['/about', 'About premieres'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms & Conditions'],
  ['/shipping', 'Shipping & Delivery'],
  ['/speed-test', 'Internet Speed Test'],
])('%s loads its page', async (path, title) => {
  await renderPage(<App />, { path });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});

test('owns exactly the visitor paths of the route table', () => {
  expect([...LANDING_PATHS].sort()).toEqual(
    [
      '/',
      '/home',
      '/index',
      '/faq',
      '/help',
      '/about',
      '/privacy',
      '/terms',
      '/shipping',
      '/speed-test',
    ].sort(),
  );
});
