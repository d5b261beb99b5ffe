import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CSP_NONCE_META, CSP_NONCE_PLACEHOLDER } from '@premieres/contracts';
import type { FrontEndApp } from '../src/paths';
import { createGateway, type Gateway } from '../src/server';

let root: string;
let gateway: Gateway;

function app(name: string, kind: 'host' | 'remote'): FrontEndApp {
  const dir = join(root, name);
  mkdirSync(join(dir, 'dist'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `@premieres/${name}`, version: '1.2.3' }));
  return { name, kind, dir, devPort: 0 };
}

const LANDING_ROUTES = [
  ...['/', '/home', '/index'].map((path) => ({
    path,
    chrome: 'none',
    uiKit: false,
    access: 'anyone',
    prerendered: true,
  })),
  { path: '/help/:topic', chrome: 'none', uiKit: true, access: 'anyone', pageChunk: './pages/Help' },
  { path: '/other', chrome: 'none', uiKit: true, access: 'anyone', pageChunk: './pages/Other' },
  // A member page drawn without the UI kit, inside the member chrome.
  { path: '/plain', chrome: 'app', uiKit: false, access: 'anyone', pageChunk: './pages/Other' },
];

const INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/** What the shell's build writes (ChunkGroupsPlugin): lazily loaded groups and what pages need first. */
const SHELL_CHUNK_GROUPS = {
  groups: {
    './bootstrap': ['boot.js'],
    './UiRoot': ['ui.js'],
    './chrome/AppChrome': ['chrome.js'],
    './MobileDrawer': ['drawer.js'],
    'shared:react': ['framework.js'],
    'shared:zustand': ['framework.js'],
    'shared:@premieres/ui': ['ui-kit.js'],
  },
  startup: {
    always: ['./bootstrap', 'shared:*'],
    uiKit: ['./UiRoot', 'shared:@premieres/ui'],
    appChrome: ['./chrome/AppChrome'],
  },
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  const shell = app('shell', 'host');
  writeFileSync(join(shell.dir, 'dist', 'index.html'), INDEX);
  writeFileSync(join(shell.dir, 'dist', 'main.0123abcd.js'), 'console.log("main")');
  writeFileSync(join(shell.dir, 'dist', 'favicon.svg'), '<svg/>');
  writeFileSync(join(shell.dir, 'dist', 'chunk-groups.json'), JSON.stringify(SHELL_CHUNK_GROUPS));
  const landing = app('mfe-landing', 'remote');
  const landingDist = join(landing.dir, 'dist');
  writeFileSync(join(landingDist, 'mf-manifest.json'), '{"name":"mfe-landing"}');
  writeFileSync(join(landingDist, 'remoteEntry.js'), 'var x = 1;');
  writeFileSync(join(landingDist, 'routes.json'), JSON.stringify(LANDING_ROUTES));
  writeFileSync(
    join(landingDist, 'chunk-groups.json'),
    JSON.stringify({ groups: { './pages/Help': ['help.js', 'rows.js'], './pages/Other': ['other.js'] } }),
  );
  const chunk = 'x'.repeat(4000);
  writeFileSync(join(landingDist, '__federation_expose_App.89abcdef.js'), chunk);
  writeFileSync(join(landingDist, '__federation_expose_App.89abcdef.js.br'), brotliCompressSync(chunk));
  writeFileSync(
    join(landingDist, 'landing.html'),
    `<!doctype html><html><head>${CSP_NONCE_META}<style nonce="${CSP_NONCE_PLACEHOLDER}">h1{color:red}</style><script defer src="{{remote}}islands/islands.0123abcd.js"></script></head><body><div id="landing"><h1>Unlimited movies</h1></div></body></html>`,
  );
  const browse = app('mfe-browse', 'remote'); // not built: no mf-manifest.json
  const admin = app('mfe-admin', 'remote');
  writeFileSync(join(admin.dir, 'dist', 'mf-manifest.json'), '{}');
  const landingNext = join(root, 'mfe-landing-0.2.0');
  mkdirSync(landingNext);
  writeFileSync(join(landingNext, 'mf-manifest.json'), '{"name":"mfe-landing","next":true}');
  gateway = await createGateway({
    shell,
    remotes: [landing, browse, admin],
    versionedBuilds: [{ name: 'mfe-landing', version: '0.2.0', dist: landingNext }],
    overrides: { 'mfe-admin': 'http://localhost:3005/mf-manifest.json' },
    withApi: false,
    logLevel: 'silent',
  });
});

afterAll(async () => {
  await gateway.close();
  rmSync(root, { recursive: true, force: true });
});

describe('/remotes.json', () => {
  it('lists built remotes with their versions and routes, honours overrides, leaves unbuilt ones out', async () => {
    const response = await gateway.app.inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      'mfe-landing': {
        entry: '/remotes/mfe-landing/mf-manifest.json',
        version: '1.2.3',
        routes: LANDING_ROUTES,
      },
      'mfe-admin': { entry: 'http://localhost:3005/mf-manifest.json', version: '1.2.3-dev' },
    });
  });
});

describe('a remote under /remotes/<name>/', () => {
  it('serves its manifest with CORS and no-cache', async () => {
    const response = await gateway.app.inject('/remotes/mfe-landing/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves another build of it at /remotes/<name>/<version>/, like a versioned deploy', async () => {
    const next = await gateway.app.inject('/remotes/mfe-landing/0.2.0/mf-manifest.json');
    expect(next.json()).toEqual({ name: 'mfe-landing', next: true });
    expect(next.headers['access-control-allow-origin']).toBe('*');
    const stable = await gateway.app.inject('/remotes/mfe-landing/mf-manifest.json');
    expect(stable.json()).toEqual({ name: 'mfe-landing' });
  });

  it('serves remoteEntry.js with no-cache', async () => {
    const response = await gateway.app.inject('/remotes/mfe-landing/remoteEntry.js');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves content-hashed files immutable, precompressed when the client accepts it', async () => {
    const response = await gateway.app.inject({
      url: '/remotes/mfe-landing/__federation_expose_App.89abcdef.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('answers 404 (not the page) for a missing file or an unbuilt remote', async () => {
    for (const url of ['/remotes/mfe-landing/nope.js', '/remotes/mfe-browse/mf-manifest.json']) {
      const response = await gateway.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});

describe('the shell', () => {
  it('serves the paths declared prerendered with their remote’s own document, never cached', async () => {
    for (const url of ['/', '/home', '/INDEX/']) {
      const response = await gateway.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="landing"><h1>Unlimited movies</h1></div>');
      expect(response.body).toContain(
        '<script defer src="/remotes/mfe-landing/islands/islands.0123abcd.js">',
      );
      // The shell is not on it.
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('compresses the landing document like any page', async () => {
    const response = await gateway.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
  });

  it('answers a declared page with the single-page app naming the files its route loads first, with /remotes.json inlined', async () => {
    const response = await gateway.app.inject('/help/billing?x=1');
    expect(response.statusCode).toBe(200);
    const hints = [
      // The shell's start groups for a UI-kit page without the member chrome (no drawer: on demand).
      '<link rel="preload" as="script" href="/boot.js">',
      '<link rel="preload" as="script" href="/framework.js">',
      '<link rel="preload" as="script" href="/ui.js">',
      '<link rel="preload" as="script" href="/ui-kit.js">',
      // The owning remote's manifest and entry, from this gateway's build of it, and the page's
      // own chunk (`pageChunk`), which its App would otherwise ask for only once it ran.
      '<link rel="preload" as="fetch" crossorigin href="/remotes/mfe-landing/mf-manifest.json">',
      '<link rel="preload" as="script" href="/remotes/mfe-landing/remoteEntry.js">',
      '<link rel="preload" as="script" href="/remotes/mfe-landing/help.js">',
      '<link rel="preload" as="script" href="/remotes/mfe-landing/rows.js">',
    ].join('');
    // /remotes.json comes inside the page: the shell knows the route without a round trip.
    const remotes = (await gateway.app.inject('/remotes.json')).body;
    const inline = `<script id="premieres-remotes" type="application/json">${remotes}</script>`;
    expect(response.body).toBe(INDEX.replace('</head>', `${inline}${hints}</head>`));
  });

  it('names no file of the UI kit for a page drawn without it', async () => {
    const body = (await gateway.app.inject('/plain')).body;
    expect(body).toContain('<link rel="preload" as="script" href="/framework.js">');
    expect(body).toContain('<link rel="preload" as="script" href="/chrome.js">');
    expect(body).not.toContain('/ui.js');
    expect(body).not.toContain('/ui-kit.js');
  });

  it("names each route's own page chunk, even for routes of one remote drawn alike", async () => {
    const help = (await gateway.app.inject('/help/billing')).body;
    const other = (await gateway.app.inject('/other')).body;
    expect(help).toContain('/remotes/mfe-landing/help.js');
    expect(help).not.toContain('/remotes/mfe-landing/other.js');
    expect(other).toContain('<link rel="preload" as="script" href="/remotes/mfe-landing/other.js">');
    expect(other).not.toContain('/remotes/mfe-landing/help.js');
  });

  it('answers a path no remote declares with the same page and HTTP 404 (the shell shows its 404)', async () => {
    // mfe-browse is not built, so nothing declares /movies here.
    for (const url of ['/movies', '/help', '/no/such/page?x=1']) {
      const response = await gateway.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(INDEX);
    }
  });

  it('serves its hashed bundles immutable and plain files briefly', async () => {
    const main = await gateway.app.inject('/main.0123abcd.js');
    expect(main.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await gateway.app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not answer a missing asset or an unknown API path with HTML', async () => {
    for (const url of ['/missing.0123abcd.js', '/api/nothing']) {
      const response = await gateway.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});

describe('a landing remote built without its document', () => {
  it('answers its prerendered paths with 503 (not built), never with an empty page', async () => {
    const shell = app('shell-2', 'host');
    writeFileSync(join(shell.dir, 'dist', 'index.html'), INDEX);
    const landing = app('mfe-landing-2', 'remote');
    writeFileSync(join(landing.dir, 'dist', 'mf-manifest.json'), '{}');
    writeFileSync(join(landing.dir, 'dist', 'routes.json'), JSON.stringify(LANDING_ROUTES));
    const other = await createGateway({ shell, remotes: [landing], withApi: false, logLevel: 'silent' });
    try {
      const response = await other.app.inject('/');
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('not built yet');
      // A page the shell renders is unaffected.
      expect((await other.app.inject('/help/billing')).body).toContain('<div id="root"></div>');
    } finally {
      await other.close();
    }
  });
});

describe('security headers', () => {
  const directive = (csp: string, name: string) =>
    csp
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);

  it('gives every page a strict policy: own origin and the remotes’ origins, no eval or inline, no framing', async () => {
    for (const path of ['/', '/other', '/nowhere']) {
      const response = await gateway.app.inject(path);
      const csp = String(response.headers['content-security-policy']);
      expect(directive(csp, 'script-src')).toEqual(["'self'", 'http://localhost:3005']);
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
      expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(csp, 'object-src')).toEqual(["'none'"]);
      expect(directive(csp, 'report-uri')).toEqual(['/api/csp-reports']);
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(response.headers['permissions-policy']).toMatch(/camera=\(\).*fullscreen=\(self\)/);
    }
  });

  it('gives every page answer its own style nonce, in its policy and its document, compressed or not', async () => {
    const nonces: string[] = [];
    for (const encoding of ['br', 'gzip', 'identity', 'br']) {
      const response = await gateway.app.inject({ url: '/', headers: { 'accept-encoding': encoding } });
      const csp = String(response.headers['content-security-policy']);
      const styles = directive(csp, 'style-src') ?? [];
      expect(styles).not.toContain("'unsafe-inline'");
      expect(styles).toHaveLength(2);
      expect(styles[0]).toBe("'self'");
      const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(styles[1] ?? '')?.[1] ?? '';
      expect(nonce).not.toBe('');
      const raw = response.rawPayload;
      const body = (
        encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
      ).toString();
      expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(body).toContain(`<style nonce="${nonce}">h1{color:red}</style>`);
      expect(body).not.toContain(CSP_NONCE_PLACEHOLDER);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('serves the shell page by its file name as a document too (the service worker keeps it offline)', async () => {
    const response = await gateway.app.inject('/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(directive(String(response.headers['content-security-policy']), 'style-src')).toContain("'self'");
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('sends the base headers with files too', async () => {
    const response = await gateway.app.inject('/remotes/mfe-landing/remoteEntry.js');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
