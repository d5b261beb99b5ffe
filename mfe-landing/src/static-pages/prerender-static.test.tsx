/**
 * @jest-environment node
 */
import { CSP_NONCE_PLACEHOLDER } from '@premieres/contracts';
import { prerenderStaticPages } from './prerender-static';

const ISLAND = 'islands/static-pages.0123abcd.js';
const SPEED_TEST_ISLAND = 'islands/speed-test.0123abcd.js';
let files: Map<string, string>;

beforeAll(async () => {
  files = await prerenderStaticPages({ 'static-pages': ISLAND, 'speed-test': SPEED_TEST_ISLAND });
});

const PAGES = ['faq', 'help', 'about', 'privacy', 'terms', 'shipping'];

test('every static page is a document in English and a copy in Hindi and Malayalam; the speed test a document', () => {
  expect([...files.keys()].sort()).toEqual(
    [
      ...PAGES.flatMap((name) => [`pages/${name}.html`, `pages/hi/${name}.html`, `pages/ml/${name}.html`]),
      'pages/speed-test.html',
    ].sort(),
  );
});

test('the speed test is prerendered idle, with its Preact island', () => {
  const html = files.get('pages/speed-test.html') ?? '';
  expect(html).toContain(`<script defer src="{{remote}}${SPEED_TEST_ISLAND}"></script>`);
  expect(html).toContain('Start Speed Test');
  expect(html).toContain('data-testid="recommendation-4K"');
  expect(html).not.toContain('<progress');
});

test('a document is the whole page: its CSS in <head> under the style nonce, the page, a deferred island, no shell', () => {
  const faq = files.get('pages/faq.html') ?? '';
  expect(faq).toMatch(
    /^<!doctype html><html lang="en" data-static-page="faq" data-remote="\{\{remote\}\}"><head>/,
  );
  expect(faq).toContain('<title>Frequently Asked Questions · premieres</title>');
  expect(faq).toContain(`<style id="static-page-css" nonce="${CSP_NONCE_PLACEHOLDER}">`);
  expect(faq).toContain(`<script defer src="{{remote}}${ISLAND}"></script></head>`);
  expect(faq).toContain('<body><div id="static-page"><main class="sp"');
  // The accordion is <details>: it works with no JavaScript.
  expect(faq.match(/<details /g)).toHaveLength(10);
  expect(faq).toContain('data-back=""');
  expect(faq).not.toContain('id="root"');
});

test('no style attribute anywhere (the CSP allows only the nonce-carrying <style>)', () => {
  for (const [file, html] of files) expect([file, /\sstyle="/.test(html)]).toEqual([file, false]);
});

test('the Hindi and Malayalam copies are the inside of the container, translated, with their title', () => {
  const hi = files.get('pages/hi/terms.html') ?? '';
  expect(hi).toMatch(/^<main class="sp" data-title="नियम और शर्तें">/);
  expect(hi).toContain('वापस');
  expect(hi).not.toContain('<style');
  const ml = files.get('pages/ml/help.html') ?? '';
  // Help article links keep their English slugs in every language.
  expect(ml).toContain('href="/help/how-to-reset-your-password"');
});

test('the head marks a stored Hindi or Malayalam choice before the first paint', () => {
  const html = files.get('pages/about.html') ?? '';
  const script = html.match(/<script>(.*?)<\/script>/)?.[1] ?? '';
  const run = (stored: string | null) => {
    const attributes = new Map<string, string>();
    const document = { documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } };
    const localStorage = { getItem: () => stored };
    new Function('document', 'localStorage', script)(document, localStorage);
    return attributes.get('data-static-translating');
  };
  expect(run('hi')).toBe('hi');
  expect(run('ml')).toBe('ml');
  expect(run('en')).toBeUndefined();
  expect(run('fr')).toBeUndefined();
  expect(run(null)).toBeUndefined();
});
