/**
 * @jest-environment node
 */
import { initI18n } from '@premieres/i18n';
import { UiProvider } from '@premieres/ui';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import App from './App';

// The shell may prerender the landing page at build time: it must render without a browser.
test('the landing page renders to HTML on the server', () => {
  expect(typeof window).toBe('undefined');
  initI18n({ language: 'en' });
  const html = renderToString(
    <UiProvider>
      <MemoryRouter initialEntries={['/']}>
        <App />
      </MemoryRouter>
    </UiProvider>,
  );
  expect(html).toContain('<h1');
  expect(html).toContain('Unlimited movies, premieres and more');
  expect(html).toContain('Starts at ₹159. Cancel anytime.');
  expect(html).toContain('Start Premium Trial');
  // The trending grid's place is held (empty tiles) until the browser has asked the API.
  expect(html).toContain('Trending Now');
  expect(html).not.toContain('trending-tile');
  expect(html.match(/trending-placeholder/g)).toHaveLength(10);
});
