// Grades the security headers with an outside judge, the MDN HTTP Observatory scanner
// (@mdn/mdn-http-observatory, installed on first use under .data/judges; its lists are written
// offline as TOOLCHAIN.md says):
//   1. the development gateway over plain HTTP (every test but redirection and HSTS should pass);
//   2. nginx with the deploy config (deploy/nginx/premieres.conf, its generated security headers)
//      and a self-signed certificate on ports 80 and 443, in front of that gateway (target A+).
// Prints grade, score and each failed test. `npm run bench -- security-headers`
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxSecurityHeaders } from '@premieres/gateway/security-headers';
import { type LocalNginx, startDeployNginx } from '../deploy/nginx/local-nginx';
import { benchGateway } from './lib/gateway';
import { requireNginx } from './lib/nginx';
import { ROOT } from './lib/processes';

const JUDGES = path.join(ROOT, '.data/judges');
const OBSERVATORY = path.join(JUDGES, 'node_modules/@mdn/mdn-http-observatory');

interface Scan {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number; error: string | null };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}

function ensureObservatory(): void {
  if (!existsSync(path.join(OBSERVATORY, 'bin/wrapper.js'))) {
    console.log(
      'installing @mdn/mdn-http-observatory@1 under .data/judges (scripts off: they download lists)…',
    );
    mkdirSync(JUDGES, { recursive: true });
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        JUDGES,
        '--ignore-scripts',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '@mdn/mdn-http-observatory@1',
      ],
      { stdio: 'inherit' },
    );
  }
  // What its postinstall would download: no preload list and the TLDs these scans use.
  writeFileSync(path.join(OBSERVATORY, 'conf/hsts-preload.json'), '{}');
  writeFileSync(
    path.join(OBSERVATORY, 'conf/tld-list.json'),
    JSON.stringify(['com', 'in', 'org', 'net', 'localhost']),
  );
}

/** One scan; `trust` is a PEM file the scanner should trust (our self-signed certificate). */
function scan(target: string, trust?: string): Scan {
  // scan.js directly: the package's wrapper would replace NODE_EXTRA_CA_CERTS with its own bundle.
  const out = execFileSync(process.execPath, [path.join(OBSERVATORY, 'src/scan.js'), target], {
    env: { ...process.env, ...(trust ? { NODE_EXTRA_CA_CERTS: trust } : {}) },
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out.toString()) as Scan;
}

function report(label: string, result: Scan): void {
  const { grade, score, testsPassed, testsQuantity, error } = result.scan;
  console.log(
    `${label}: ${grade} (${score}/100), ${testsPassed}/${testsQuantity} tests passed${error ? `, ${error}` : ''}`,
  );
  for (const [name, test] of Object.entries(result.tests)) {
    if (!test.pass) console.log(`  ✘ ${name}: ${test.result} (${test.scoreModifier})`);
  }
}

/** The release tree nginx serves (/srv/premieres): this checkout's builds and the gateway's manifest. */
function releaseTree(srv: string, manifest: string): void {
  mkdirSync(path.join(srv, 'shell'), { recursive: true });
  mkdirSync(path.join(srv, 'manifests'), { recursive: true });
  symlinkSync(path.join(ROOT, 'shell/dist'), path.join(srv, 'shell/current'));
  for (const remote of ['mfe-landing', 'mfe-browse', 'mfe-player', 'mfe-account', 'mfe-admin']) {
    mkdirSync(path.join(srv, 'remotes', remote), { recursive: true });
    symlinkSync(path.join(ROOT, remote, 'dist'), path.join(srv, 'remotes', remote, 'current'));
  }
  writeFileSync(path.join(srv, 'manifests/remotes.json'), manifest);
}

/** What the web image's build writes (deploy/scripts/nginx-security-headers.ts), from this checkout's documents. */
function releaseHeaders(): string {
  const documents = ['shell/dist/index.html', 'mfe-landing/dist/landing.html'].map((file) =>
    readFileSync(path.join(ROOT, file), 'utf8'),
  );
  return nginxSecurityHeaders(documents);
}

async function main(): Promise<void> {
  requireNginx();
  ensureObservatory();
  const gateway = await benchGateway(undefined, { SEED_MEDIA: 'false' });
  const dir = mkdtempSync(path.join(tmpdir(), 'premieres-observatory-'));
  let nginx: LocalNginx | null = null;
  try {
    const host = gateway.base.replace(/^https?:\/\//, '');
    for (const page of ['/', '/movies', '/faq'])
      report(`gateway ${page} (plain HTTP)`, scan(`${host}${page}`));
    nginx = await startDeployNginx({
      dir,
      apiPort: Number(new URL(gateway.base).port),
      mediaRoot: path.join(dir, 'media'),
      edgeSecret: 'observatory-bench',
      securityHeaders: releaseHeaders(),
      ports: { http: 80, https: 443 },
    });
    releaseTree(path.join(dir, 'srv/premieres'), await (await fetch(`${gateway.base}/remotes.json`)).text());
    // Ports 80 and 443 of 127.0.0.1: the scanner's redirection test asks http:// then follows.
    const trust = path.join(dir, 'trusted.pem');
    writeFileSync(trust, nginx.certificate ?? '');
    report('nginx / (TLS, deploy config)', scan('127.0.0.1', trust));
    report('nginx /movies (TLS, deploy config)', scan('127.0.0.1/movies', trust));
    const csp = scan('127.0.0.1', trust).tests['content-security-policy'];
    console.log(`CSP result on nginx: ${csp?.result}`);
  } finally {
    await nginx?.stop();
    gateway.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
