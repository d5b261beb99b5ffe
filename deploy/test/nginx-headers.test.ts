import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxSecurityHeaders } from '@premieres/gateway/security-headers';
import { type LocalNginx, startDeployNginx } from '../nginx/local-nginx';

/**
 * The deploy config's TLS server on Debian's nginx, with the security headers the web image's
 * build generates from the gateway's policy: plain HTTP redirects, every answer of the site
 * (documents, remote files, the manifest) carries the policy and HSTS, and the policy allows
 * the release's inline script by its hash.
 */
const INLINE = "document.documentElement.lang='en'";
const LANDING = `<!doctype html><html><head><script>${INLINE}</script></head><body>landing</body></html>`;
const SHELL = '<!doctype html><html><head><script defer src="/main.js"></script></head><body></body></html>';

let dir: string;
let nginx: LocalNginx;

function get(url: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const done = (res: { statusCode?: number; headers: IncomingHttpHeaders; resume(): void }) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    };
    const req =
      target.protocol === 'https:'
        ? httpsGet(target, { ca: nginx.certificate ?? undefined }, done)
        : httpGet(target, done);
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
  for (const folder of ['shell/current', 'remotes/mfe-landing/current', 'manifests']) {
    mkdirSync(path.join(srv, folder), { recursive: true });
  }
  writeFileSync(path.join(srv, 'shell/current/index.html'), SHELL);
  writeFileSync(path.join(srv, 'remotes/mfe-landing/current/landing.html'), LANDING);
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

it.each(['/', '/movies', '/remotes/mfe-landing/current/remoteEntry.js', '/remotes.json'])(
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
