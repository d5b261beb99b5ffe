/**
 * @jest-environment node
 */
import { prerenderLandingPage } from './prerender';

test('prerenders the English landing page with its CSS apart from the markup', () => {
  const page = prerenderLandingPage();
  expect(page.html).toContain('Unlimited movies, premieres and more');
  expect(page.html).toContain('Get Started');
  expect(page.html).not.toMatch(/<style/);
  expect(page.css).toContain('.lp{');
});
