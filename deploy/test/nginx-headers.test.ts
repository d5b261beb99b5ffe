import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { CSP_NONCE_META, CSP_NONCE_PLACEHOLDER } from '@premieres/contracts';
import { nginxSecurityHeaders } from '@premieres/gateway/security-headers';
import { type LocalNginx, startDeployNginx } from '../nginx/local-nginx';

/**
 * The deploy config's TLS server on Debian's nginx, with the security headers the web image's
 * build generates from the gateway's policy: plain HTTP redirects, every answer of the site
 * (documents, remote files, the manifest) carries the policy and HSTS, and the policy allows
 * the release's inline script by its hash, and styles by a nonce new on every answer.
 */
const INLINE = "document.documentElement.lang='en'";
const STYLE = `<style nonce="${CSP_NONCE_PLACEHOLDER}">body{margin:0}</style>`;
const LANDING = `<!doctype html><html><head>${CSP_NONCE_META}${STYLE}<script>${INLINE}</script></head><body>landing</body></html>`;
const FAQ = `<!doctype html><html><head>${CSP_NONCE_META}${STYLE}<script>${INLINE}</script></head><body>faq</body></html>`;
const SHELL = `<!doctype html><html><head>${CSP_NONCE_META}${STYLE}<script defer src="/main.js"></script></head><body></body></html>`;

let dir: string;
let nginx: LocalNginx;

function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const done = (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    };
    const req =
      target.protocol === 'https:'
        ? httpsGet(target, { ca: nginx.certificate ?? undefined, headers }, done)
        : httpGet(target, { headers }, done);
    req.on('error', reject);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'nginx-headers-'));
  nginx = await startDeployNginx({
    dir,
    apiPort: 9, // no API in this test
    mediaRoot: path.join(dir, 'media'),
    edgeSecret: 'headers-test',
    securityHeaders: nginxSecurityHeaders([SHELL, LANDING]),
  });
  const srv = path.join(dir, 'srv/premieres');
  for (const folder of ['shell/current', 'remotes/mfe-landing/current/pages', 'manifests']) {
    mkdirSync(path.join(srv, folder), { recursive: true });
  }
  writeFileSync(path.join(srv, 'shell/current/index.html'), SHELL);
  writeFileSync(path.join(srv, 'remotes/mfe-landing/current/landing.html'), LANDING);
  writeFileSync(path.join(srv, 'remotes/mfe-landing/current/pages/faq.html'), FAQ);
  // A stale precompressed copy (a release before nonces) must not be what nginx sends.
  writeFileSync(path.join(srv, 'remotes/mfe-landing/current/landing.html.gz'), gzipSync(LANDING));
  writeFileSync(path.join(srv, 'shell/current/index.html.gz'), gzipSync(SHELL));
  writeFileSync(path.join(srv, 'remotes/mfe-landing/current/remoteEntry.js'), 'var x;');
  writeFileSync(path.join(srv, 'manifests/remotes.json'), '{}');
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('redirects plain HTTP to HTTPS', async () => {
  const answer = await get(`${nginx.httpBase}/movies?x=1`);
  expect(answer.status).toBe(301);
  expect(answer.headers.location).toMatch(/^https:\/\/127\.0\.0\.1(:\d+)?\/movies\?x=1$/);
});

it.each(['/', '/faq', '/movies', '/remotes/mfe-landing/current/remoteEntry.js', '/remotes.json'])(
  '%s carries the policy, HSTS and the other headers',
  async (page) => {
    const answer = await get(`${nginx.base}${page}`);
    expect(answer.status).toBe(200);
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d{8,}; includeSubDomains/);
    expect(answer.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
    expect(answer.headers['cache-control']).toBeDefined();
  },
);

it.each(['/', '/faq', '/movies'])(
  '%s gets a new style nonce on every answer, in its policy and its document',
  async (page) => {
    const nonces: string[] = [];
    for (const encoding of ['gzip', 'identity', 'gzip']) {
      const answer = await get(`${nginx.base}${page}`, { 'accept-encoding': encoding });
      expect(answer.status).toBe(200);
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).not.toContain('unsafe-inline');
      const nonce = /style-src 'self' 'nonce-([0-9a-f]{32})';/.exec(csp)?.[1] ?? '';
      expect(nonce).not.toBe('');
      const body = (
        answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body
      ).toString();
      expect(body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(body).toContain(`<style nonce="${nonce}">body{margin:0}</style>`);
      // No validator: a 304 would keep the old document's nonce under the new policy.
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers['last-modified']).toBeUndefined();
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  },
);

it('serves a prerendered visitor page (issue 28) from the landing remote’s pages/, the app for one it lacks', async () => {
  const faq = await get(`${nginx.base}/faq`);
  expect(faq.body.toString()).toContain('<body>faq</body>');
  const help = await get(`${nginx.base}/help`);
  expect(help.status).toBe(200);
  expect(help.body.toString()).toContain('<script defer src="/main.js">');
});
