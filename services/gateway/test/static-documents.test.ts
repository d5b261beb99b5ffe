import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOGO_TARGET_PLACEHOLDERS } from '@premieres/contracts';
import type { FrontEndApp } from '../src/paths';
import { createGateway, type Gateway } from '../src/server';

// Issue 28: a remote may prerender several documents; each prerendered route names its own file
// (`document`), the landing page keeps landing.html; the shell prerenders the 404 page.
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
  { path: '/', ...plain, nav: [{ place: 'logo', label: 'appName', order: 10, audience: 'visitor' }] },
  // The member's home (where the logo leads once signed in).
  {
    path: '/home',
    chrome: 'app',
    uiKit: true,
    access: 'anyone',
    nav: [{ place: 'logo', label: 'appName', order: 10, audience: 'member' }],
  },
  { path: '/faq', ...plain, document: 'pages/faq.html' },
  { path: '/terms', ...plain, document: 'pages/terms.html' },
];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'gateway-static-'));
  const shell = app('shell', 'host');
  writeFileSync(join(shell.dir, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    join(shell.dir, 'dist', '404.html'),
    `<!doctype html><main class="nf"><h1>404</h1><a href="${LOGO_TARGET_PLACEHOLDERS.visitor}">Home</a></main><script>console.error("404",${JSON.stringify(LOGO_TARGET_PLACEHOLDERS.member)})</script>`,
  );
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

test('a path no remote declares gets the shell’s prerendered 404 page with HTTP 404', async () => {
  const response = await gateway.app.inject('/no-such-page');
  expect(response.statusCode).toBe(404);
  expect(response.body).toContain('<main class="nf"><h1>404</h1><a href="/">Home</a></main>');
  expect(response.body).not.toContain('<div id="root">');
  // Its inline script, with the member's declared home filled in, runs under the page's policy.
  const script = 'console.error("404","/home")';
  expect(response.body).toContain(`<script>${script}</script>`);
  const hash = createHash('sha256').update(script).digest('base64');
  expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
});

test('where a remote’s routes are not known here (an override without routes), unknown paths get the app', async () => {
  const shell = app('shell-2', 'host');
  writeFileSync(join(shell.dir, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(shell.dir, 'dist', '404.html'), '<!doctype html><main class="nf"></main>');
  const other = await createGateway({
    shell,
    remotes: [app('mfe-admin', 'remote')],
    overrides: { 'mfe-admin': 'http://localhost:3005/mf-manifest.json' },
    withApi: false,
    logLevel: 'silent',
  });
  try {
    const response = await other.app.inject('/admin-next');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  } finally {
    await other.close();
  }
});

test('a shell built without the 404 page answers unknown paths with the app', async () => {
  const shell = app('shell-3', 'host');
  writeFileSync(join(shell.dir, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  const other = await createGateway({ shell, remotes: [], withApi: false, logLevel: 'silent' });
  try {
    const response = await other.app.inject('/nope');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  } finally {
    await other.close();
  }
});
