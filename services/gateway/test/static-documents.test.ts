import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FrontEndApp } from '../src/paths';
import { createGateway, type Gateway } from '../src/server';

// Issue 28: a remote may prerender several documents; each prerendered route names its own file
// (`document`), the landing page keeps landing.html.
let root: string;
let gateway: Gateway;

function app(name: string, kind: 'host' | 'remote'): FrontEndApp {
  const dir = join(root, name);
  mkdirSync(join(dir, 'dist', 'pages'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `@premieres/${name}`, version: '1.0.0' }));
  return { name, kind, dir, devPort: 0 };
}

const plain = { chrome: 'none', uiKit: false, access: 'anyone', prerendered: true };
const ROUTES = [
  { path: '/', ...plain },
  { path: '/faq', ...plain, document: 'pages/faq.html' },
  { path: '/terms', ...plain, document: 'pages/terms.html' },
];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'gateway-static-'));
  const shell = app('shell', 'host');
  writeFileSync(join(shell.dir, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  const landing = app('mfe-landing', 'remote');
  const dist = join(landing.dir, 'dist');
  writeFileSync(join(dist, 'mf-manifest.json'), '{"name":"mfe-landing"}');
  writeFileSync(join(dist, 'routes.json'), JSON.stringify(ROUTES));
  writeFileSync(join(dist, 'landing.html'), '<!doctype html><div id="landing">Landing</div>');
  writeFileSync(
    join(dist, 'pages', 'faq.html'),
    '<!doctype html><html data-remote="{{remote}}"><script defer src="{{remote}}islands/static-pages.0123abcd.js"></script><div id="static-page"><h1>FAQ</h1></div></html>',
  );
  // pages/terms.html is not there: a build made without its documents.
  gateway = await createGateway({ shell, remotes: [landing], withApi: false, logLevel: 'silent' });
});

afterAll(async () => {
  await gateway.close();
  rmSync(root, { recursive: true, force: true });
});

test('a static page is answered with its own prerendered document, its remote base filled in', async () => {
  const response = await gateway.app.inject('/faq');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).toContain('<div id="static-page"><h1>FAQ</h1></div>');
  expect(response.body).toContain('data-remote="/remotes/mfe-landing/"');
  expect(response.body).toContain('src="/remotes/mfe-landing/islands/static-pages.0123abcd.js"');
  expect(response.body).not.toContain('<div id="root">');
  expect(response.headers['content-security-policy']).toContain("script-src 'self'");
});

test('the landing page keeps landing.html', async () => {
  expect((await gateway.app.inject('/')).body).toContain('<div id="landing">Landing</div>');
});

test('a declared document missing from the build is 503 (not built), never an empty page', async () => {
  const response = await gateway.app.inject('/terms');
  expect(response.statusCode).toBe(503);
  expect(response.body).toContain('not built yet');
});
