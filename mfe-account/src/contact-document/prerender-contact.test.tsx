/**
 * @jest-environment node
 */
import { CONTACT_NAME_TOO_SHORT, CSP_NONCE_PLACEHOLDER } from '@premieres/contracts';
import { prerenderContact } from './prerender-contact';

const ISLAND = 'islands/contact.0123abcd.js';
let files: Map<string, string>;

beforeAll(async () => {
  files = await prerenderContact(ISLAND);
});

test('/contact is a document in English and a copy in Hindi and Malayalam', () => {
  expect([...files.keys()].sort()).toEqual([
    'pages/contact.html',
    'pages/hi/contact.html',
    'pages/ml/contact.html',
  ]);
});

test('the document is the whole page: its CSS under the style nonce, the form, the details, the FAQ, a deferred island, no shell', () => {
  const html = files.get('pages/contact.html') ?? '';
  expect(html).toMatch(
    /^<!doctype html><html lang="en" data-static-page="contact" data-remote="\{\{remote\}\}"><head>/,
  );
  expect(html).toContain('<title>Contact Us · premieres</title>');
  expect(html).toContain(`<style id="contact-page-css" nonce="${CSP_NONCE_PLACEHOLDER}">`);
  expect(html).toContain(`<script defer src="{{remote}}${ISLAND}"></script></head>`);
  expect(html).toMatch(/<form class="cp-form" novalidate="" aria-label="Send us a message">/i);
  for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(html).toContain(`>${label}</label>`);
  expect(html).toContain('Send Message');
  expect(html).toContain('data-testid="contact-address"');
  expect(html).toContain('premieres Media Pvt. Ltd.');
  expect(html.match(/<details /g)).toHaveLength(3);
  expect(html).toContain('data-back=""');
  expect(html).not.toContain('id="root"');
  // No rule message before the visitor sends anything.
  expect(html).not.toContain(CONTACT_NAME_TOO_SHORT);
});

test('no style attribute anywhere (the CSP allows only the nonce-carrying <style>)', () => {
  for (const [file, html] of files) expect([file, /\sstyle="/.test(html)]).toEqual([file, false]);
});

test('the Hindi and Malayalam copies are the inside of the container, translated, with their title', () => {
  const hi = files.get('pages/hi/contact.html') ?? '';
  expect(hi).toMatch(/^<main class="sp" data-title="[^"a-zA-Z]+">/);
  expect(hi).not.toContain('Send Message');
  expect(hi).not.toContain('<style');
  const ml = files.get('pages/ml/contact.html') ?? '';
  expect(ml).toMatch(/^<main class="sp" data-title="[^"a-zA-Z]+">/);
  expect(ml).not.toContain('Send us a message');
});
