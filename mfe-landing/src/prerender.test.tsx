/**
 * @jest-environment node
 */
import { landingDocument, prerenderLandingPage } from './prerender';

test('prerenders the English landing page with its CSS apart from the markup', () => {
  const page = prerenderLandingPage();
  expect(page.html).toContain('Unlimited movies, premieres and more');
  expect(page.html).toContain('Get Started');
  expect(page.html).not.toMatch(/<style/);
  expect(page.css).toContain('.lp{');
});

test('the landing document is the whole page: head, the prerendered page in #landing, the islands bundle, no shell', () => {
  const document = landingDocument(prerenderLandingPage(), 'islands/islands.0123abcd.js');
  expect(document).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8">/);
  expect(document).toContain(
    '<meta name="description" content="Unlimited movies, premieres and more. Starts at ₹159. Cancel anytime.">',
  );
  expect(document).toContain('<style id="landing-css">');
  expect(document).toContain('<script defer src="{{remote}}islands/islands.0123abcd.js"></script></head>');
  expect(document).toContain('<body><div id="landing"><div class="lp">');
  expect(document).not.toContain('id="root"');
});
