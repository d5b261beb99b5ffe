/**
 * @jest-environment node
 */
import { CSP_NONCE_META, CSP_NONCE_PLACEHOLDER } from '@premieres/contracts';
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
  expect(document).toContain(`<style id="landing-css" nonce="${CSP_NONCE_PLACEHOLDER}">`);
  expect(document).toContain('<script defer src="{{remote}}islands/islands.0123abcd.js"></script></head>');
  expect(document).toContain('<body><div id="landing"><div class="lp">');
  expect(document).not.toContain('id="root"');
});

test('a visitor who chose another language never sees the English copy flash: it is hidden until the islands draw theirs', () => {
  const html = landingDocument(prerenderLandingPage(), 'islands/islands.0123abcd.js');
  const script = html.match(/<script>(.*?)<\/script>/)?.[1] ?? '';
  const run = (stored: string | null) => {
    const root = { attributes: new Set<string>(), setAttribute: (name: string) => root.attributes.add(name) };
    new Function('localStorage', 'document', script)({ getItem: () => stored }, { documentElement: root });
    return root.attributes.has('data-landing-translating');
  };
  expect([run('hi'), run('ml'), run('en'), run(null)]).toEqual([true, true, false, false]);
  expect(html).toContain('html[data-landing-translating] #landing{visibility:hidden;');
});

test('the document passes a nonce-based style policy: its <style> and nonce meta carry the placeholder, no style attributes', () => {
  const html = landingDocument(prerenderLandingPage(), 'islands/islands.0123abcd.js');
  expect(html).toContain(CSP_NONCE_META);
  expect(html.match(/<style\b[^>]*>/g)).toEqual([
    `<style id="landing-css" nonce="${CSP_NONCE_PLACEHOLDER}">`,
  ]);
  expect(html).not.toMatch(/\sstyle=/);
  // The hero's tiles keep their gradients, as classes.
  expect(html).toContain('lp-backdrop-tile lp-tile-35');
  expect(html).toContain('.lp-tile-1{background-image:linear-gradient(47deg,#1e3a8a,#0f172a)}');
});
