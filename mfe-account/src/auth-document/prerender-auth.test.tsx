/**
 * @jest-environment node
 */
import { CSP_NONCE_PLACEHOLDER, PASSWORD_REQUIRED } from '@premieres/contracts';
import { AUTH_HEAD_SCRIPT } from './auth-head-script';
import { prerenderAuth } from './prerender-auth';

const ISLAND = 'islands/auth.0123abcd.js';
let files: Map<string, string>;

beforeAll(async () => {
  files = await prerenderAuth(ISLAND);
});

test('/auth is a document in English and a copy in Hindi and Malayalam', () => {
  expect([...files.keys()].sort()).toEqual(['pages/auth.html', 'pages/hi/auth.html', 'pages/ml/auth.html']);
});

test('the document is the whole page: its CSS under the style nonce, both tabs, a deferred island, no shell', () => {
  const html = files.get('pages/auth.html') ?? '';
  expect(html).toMatch(
    /^<!doctype html><html lang="en" data-static-page="auth" data-remote="\{\{remote\}\}"><head>/,
  );
  expect(html).toContain('<title>Sign In · premieres</title>');
  expect(html).toContain(`<style id="auth-page-css" nonce="${CSP_NONCE_PLACEHOLDER}">`);
  expect(html).toContain(`<script defer src="{{remote}}${ISLAND}"></script></head>`);
  expect(html).toMatch(/<form class="cp-form" novalidate="" aria-label="Sign In">/i);
  expect(html).toMatch(/<form class="cp-form" novalidate="" aria-label="Sign Up">/i);
  expect(html).toContain('Welcome to premieres');
  expect(html).toContain('Forgot password?');
  expect(html).toContain('Create Account');
  // Sign In shows; Sign Up is drawn hidden (the head script shows it for mode=signup).
  expect(html).toMatch(/<div role="tabpanel" id="auth-panel-signin" aria-labelledby="auth-tab-signin">/);
  expect(html).toMatch(
    /<div role="tabpanel" id="auth-panel-signup" aria-labelledby="auth-tab-signup" hidden="">/,
  );
  // Nothing to send with before the island: the submit buttons wait for it.
  expect(html.match(/<button type="submit"[^>]*disabled=""/g)).toHaveLength(2);
  expect(html).not.toContain('id="root"');
  expect(html).not.toContain(PASSWORD_REQUIRED);
});

test('the head script runs before the page’s <style> and is the only inline script', () => {
  const html = files.get('pages/auth.html') ?? '';
  expect(html.indexOf(AUTH_HEAD_SCRIPT)).toBeGreaterThan(0);
  expect(html.indexOf(AUTH_HEAD_SCRIPT)).toBeLessThan(html.indexOf('<style id="auth-page-css"'));
  // The stored-language mark and this one: each allowed by its hash in the gateway's policy.
  expect(html.match(/<script>/g)).toHaveLength(2);
});

test('no style attribute anywhere (the CSP allows only the nonce-carrying <style>)', () => {
  for (const [file, html] of files) expect([file, /\sstyle="/.test(html)]).toEqual([file, false]);
});

test('the Hindi and Malayalam copies are the inside of the container, translated', () => {
  for (const language of ['hi', 'ml']) {
    const copy = files.get(`pages/${language}/auth.html`) ?? '';
    expect(copy).toMatch(/^<main class="sp ap" data-title="[^"a-zA-Z]+">/);
    expect(copy).not.toContain('Welcome to premieres');
    expect(copy).not.toContain('Forgot password?');
    expect(copy).not.toContain('<style');
  }
});
