import { join } from 'node:path';
import { renderLandingPage } from '../src/prerender';

// The first paint of / must not depend on a browser being installed: the page is rendered by
// react-dom/server from the landing remote's own module.
test('renders the landing page without a browser', () => {
  process.env.CHROMIUM_PATH = '/nonexistent/chromium';
  const page = renderLandingPage(join(__dirname, '..', '..', '..', 'mfe-landing'));
  expect(page.html).toContain('<h1');
  expect(page.html).toContain('Unlimited movies, premieres and more');
  expect(page.html).toContain('Starts at ₹159. Cancel anytime.');
  expect(page.html).not.toContain('<style');
  expect(page.css).toContain('.lp-container');
}, 60_000);
