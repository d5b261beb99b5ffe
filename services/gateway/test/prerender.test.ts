import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSP_NONCE_PLACEHOLDER } from '@premieres/contracts';
import { renderLandingDocument, renderStaticPages } from '../src/prerender';

// The first paint of / must not depend on a browser being installed: the document is rendered by
// react-dom/server from the landing remote's own module. It names the build's islands bundle: a
// stand-in here, so the test needs no build (a fresh clone runs the unit tests first).
test('renders the landing document without a browser', () => {
  process.env.CHROMIUM_PATH = '/nonexistent/chromium';
  const islands = mkdtempSync(join(tmpdir(), 'islands-'));
  writeFileSync(join(islands, 'islands.0123abcd.js'), '');
  const page = renderLandingDocument(join(__dirname, '..', '..', '..', 'mfe-landing'), islands);
  rmSync(islands, { recursive: true, force: true });
  expect(page).toMatch(/^<!doctype html><html lang="en"><head>/);
  expect(page).toContain('<title>premieres</title>');
  expect(page).toContain('<h1');
  expect(page).toContain('Unlimited movies, premieres and more');
  expect(page).toContain('Starts at ₹159. Cancel anytime.');
  expect(page).toContain('<script defer src="{{remote}}islands/islands.0123abcd.js"></script>');
  // Its <style> carries the placeholder the gateway fills with each answer's nonce.
  expect(page).toContain(`<style id="landing-css" nonce="${CSP_NONCE_PLACEHOLDER}">`);
  // No shell: neither its entry nor its root element.
  expect(page).not.toMatch(/main\.[0-9a-f]{8}\.js|id="root"/);
}, 60_000);

// Issue 28: a remote other than the landing prerenders its own pages (mfe-account's /contact and
// /auth) with the same step, into its own build, each naming its own island.
test('writes mfe-account’s /contact and /auth documents into the build it is given', () => {
  const dist = mkdtempSync(join(tmpdir(), 'account-dist-'));
  mkdirSync(join(dist, 'islands'));
  writeFileSync(join(dist, 'islands', 'contact.0123abcd.js'), '');
  writeFileSync(join(dist, 'islands', 'auth.4567cdef.js'), '');
  const files = renderStaticPages(join(__dirname, '..', '..', '..', 'mfe-account'), dist);
  const page = readFileSync(join(dist, 'pages', 'contact.html'), 'utf8');
  const auth = readFileSync(join(dist, 'pages', 'auth.html'), 'utf8');
  rmSync(dist, { recursive: true, force: true });
  expect(files.sort()).toEqual([
    'pages/auth.html',
    'pages/contact.html',
    'pages/hi/auth.html',
    'pages/hi/contact.html',
    'pages/ml/auth.html',
    'pages/ml/contact.html',
  ]);
  expect(page).toContain('<script defer src="{{remote}}islands/contact.0123abcd.js"></script>');
  expect(page).toContain(`<style id="contact-page-css" nonce="${CSP_NONCE_PLACEHOLDER}">`);
  expect(page).toContain('Send Message');
  expect(page).not.toMatch(/id="root"|chakra/);
  expect(auth).toContain('<script defer src="{{remote}}islands/auth.4567cdef.js"></script>');
  expect(auth).toContain('Forgot password?');
  expect(auth).not.toMatch(/id="root"|chakra/);
}, 60_000);
