// `npm run bench -- lighthouse [--runs N] [--only <text>] [--port P]`: Lighthouse 13 (the npm
// `lighthouse` CLI, mobile defaults: Moto G Power screen, simulated slow 4G, 4x CPU) against
// Debian's Chromium, on every public page of the spec (issue 28). Starts its own gateway (builds
// what is missing, in-memory database) or uses BENCH_BASE_URL. Prints per page the median of N runs
// (by score) of: performance score, TBT, LCP, FCP, CLS, and the load average before each page's
// runs, since the browser shares this machine's CPU with the server and whatever else runs.
// `--only faq` measures the pages whose path contains 'faq' (`--only /`: the landing alone).
// Each run is a fresh Chromium (cold cache).
// `--member`: the member pages instead, signed in (issue 28: TBT ≤ 200 ms). Each run is a fresh
// Chromium with a subscriber signed in and its viewer profile chosen (as landing's), the HTTP cache
// then emptied while cookies and storage stay; Lighthouse attaches to it (`--port`,
// `--disable-storage-reset`). A run that did not measure the signed-in page (ended on /auth or the
// picker, or the session restore failed) is reported as FAILED, never in the table, and the bench
// exits 1.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { request } from 'playwright-core';
import { chromiumPath } from '../config/chromium';
import { benchGateway } from './lib/gateway';
import { memberChromium } from './lib/member-chromium';
import { type Credentials, createSubscriber } from './lib/page-accounts';

const LIGHTHOUSE_CLI = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');
const CHROMIUM = chromiumPath();
// Lighthouse launches Chromium itself (chrome-launcher); headless without the network it lacks.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

/** The spec's public pages; the 404 page is any path no remote owns. */
const PAGES: { name: string; path: string }[] = [
  { name: '/', path: '/' },
  { name: '/faq', path: '/faq' },
  { name: '/help', path: '/help' },
  { name: '/about', path: '/about' },
  { name: '/privacy', path: '/privacy' },
  { name: '/terms', path: '/terms' },
  { name: '/shipping', path: '/shipping' },
  { name: '/contact', path: '/contact' },
  { name: '/speed-test', path: '/speed-test' },
  { name: '/auth', path: '/auth' },
  { name: '404', path: '/no-such-page' },
];
/** Issue 28's member pages (the landing bench's); /content/1 is a seeded title. */
const MEMBER_PAGES: { name: string; path: string }[] = [
  { name: '/movies', path: '/movies' },
  { name: '/premieres', path: '/premieres' },
  { name: '/dashboard', path: '/dashboard' },
  { name: '/content/1', path: '/content/1' },
  { name: '/my-list', path: '/my-list' },
  { name: '/search', path: '/search?q=mission' },
];
interface Targets {
  score?: number;
  tbtMs: number;
  lcpMs?: number;
}
/** Public pages: score, TBT and LCP; member pages: TBT in Lighthouse (their LCP target is landing's). */
const PUBLIC_TARGET: Targets = { score: 95, tbtMs: 150, lcpMs: 1500 };
const MEMBER_TARGET: Targets = { tbtMs: 200 };

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs')) || 1;
const ONLY = option('--only');
const PORT = Number(option('--port')) || undefined;
const MEMBER = args.includes('--member');

/** `--only`: the page of that exact name or path ('/' is the landing alone), else those containing it. */
function selected(pages: typeof PAGES): typeof PAGES {
  if (!ONLY) return pages;
  const exact = pages.filter((p) => p.name === ONLY || p.path === ONLY);
  return exact.length ? exact : pages.filter((p) => p.path.includes(ONLY) || p.name.includes(ONLY));
}

interface Run {
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
  cls: number;
  error?: string;
}

interface LighthouseResult {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { url?: string; statusCode?: number }[] } }
  >;
}

/**
 * Throws unless Lighthouse measured the member's page: the page stayed on the path asked for (the
 * shell sends a member with no viewer chosen to the picker) and the session restore
 * (`POST /api/auth/refresh`) succeeded: member pages are open to visitors too, so the path alone
 * would pass a signed-out run.
 */
function checkSignedIn(url: string, result: LighthouseResult): void {
  const final = new URL(result.finalDisplayedUrl);
  if (final.pathname !== new URL(url).pathname) {
    throw new Error(`NOT the member page: Lighthouse ended on ${final.pathname}${final.search}`);
  }
  const requests = result.audits['network-requests']?.details?.items ?? [];
  const refresh = requests.filter((r) => r.url?.includes('/api/auth/refresh'));
  if (!refresh.some((r) => r.statusCode === 200)) {
    const got = refresh.map((r) => r.statusCode).join(', ') || 'none sent';
    throw new Error(`NOT signed in: the session restore (/api/auth/refresh) answered ${got}`);
  }
}

/** One run: Lighthouse launches its own Chromium, or with `port` attaches to a member's. */
function lighthouse(url: string, port?: number): Promise<Run> {
  const cliArgs = [
    LIGHTHOUSE_CLI,
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    // The 404 page is answered with HTTP 404 on purpose; Lighthouse would refuse to score it.
    '--ignore-status-code',
    ...(port
      ? // Its own storage reset would sign the member out and clear what the bench cleared already.
        [`--port=${port}`, '--disable-storage-reset']
      : [`--chrome-flags=${CHROME_FLAGS}`]),
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      cliArgs,
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`lighthouse ${url} failed: ${stderr.trim().split('\n').slice(-3).join(' ')}`));
          return;
        }
        const result = JSON.parse(stdout) as LighthouseResult;
        if (port) {
          try {
            checkSignedIn(url, result);
          } catch (failure) {
            reject(failure);
            return;
          }
        }
        const value = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
        resolve({
          score: Math.round((result.categories.performance.score ?? 0) * 100),
          tbt: value('total-blocking-time'),
          lcp: value('largest-contentful-paint'),
          fcp: value('first-contentful-paint'),
          cls: value('cumulative-layout-shift'),
          error: result.runtimeError?.code,
        });
      },
    );
  });
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const mark = (value: number, target: number | undefined, atLeast = false) =>
  target === undefined || (atLeast ? value >= target : value <= target) ? ' ' : '!';

/** Each page's median of RUNS runs, one row per page; answers how many runs failed. */
async function printTable(
  pages: typeof PAGES,
  base: string,
  target: Targets,
  run: (url: string) => Promise<Run>,
): Promise<number> {
  const goals = [
    target.score !== undefined && `score ≥ ${target.score}`,
    `TBT ≤ ${target.tbtMs} ms`,
    target.lcpMs !== undefined && `LCP ≤ ${target.lcpMs} ms`,
  ].filter(Boolean);
  console.log(
    `\nLighthouse 13, mobile defaults (simulated slow 4G, 4x CPU), performance only${MEMBER ? ', signed in as a subscriber (viewer profile chosen), cold HTTP cache' : ''}; median of ${RUNS} run(s) by score; ${RUNS > 1 ? 'runs in brackets; ' : ''}! = target missed (${goals.join(', ')})\n`,
  );
  console.log(
    `${'page'.padEnd(12)} ${'score'.padStart(6)} ${'TBT'.padStart(8)} ${'LCP'.padStart(8)} ${'FCP'.padStart(8)} ${'CLS'.padStart(6)}   load average (1/5/15 min) before`,
  );
  let failed = 0;
  for (const page of selected(pages)) {
    const before = load();
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      // One failed run (a page not served while a build replaces it) does not end the table.
      try {
        runs.push(await run(`${base}${page.path}`));
      } catch (error) {
        failed += 1;
        console.log(`${page.name.padEnd(12)} run ${i + 1} FAILED: ${(error as Error).message}`);
      }
    }
    if (runs.length === 0) continue;
    const sorted = [...runs].sort((a, b) => a.score - b.score);
    const median = sorted[Math.floor((sorted.length - 1) / 2)] as Run;
    const spread = RUNS > 1 ? `  [${runs.map((r) => r.score).join(', ')}]` : '';
    console.log(
      [
        page.name.padEnd(12),
        `${median.score}${mark(median.score, target.score, true)}`.padStart(6),
        `${Math.round(median.tbt)} ms${mark(median.tbt, target.tbtMs)}`.padStart(9),
        `${(median.lcp / 1000).toFixed(2)} s${mark(median.lcp, target.lcpMs)}`.padStart(8),
        `${(median.fcp / 1000).toFixed(2)} s`.padStart(8),
        median.cls.toFixed(3).padStart(6),
        `  ${before}${spread}${median.error ? `  (${median.error})` : ''}`,
      ].join(' '),
    );
  }
  console.log(`\nload average after: ${load()}`);
  return failed;
}

/** A member's run: a fresh signed-in Chromium for this run alone. */
async function memberRun(url: string, base: string, account: Credentials): Promise<Run> {
  const browser = await memberChromium(base, account);
  try {
    return await lighthouse(url, browser.port);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const gateway = await benchGateway(PORT, {});
  try {
    if (!MEMBER) {
      await printTable(PAGES, gateway.base, PUBLIC_TARGET, (url) => lighthouse(url));
      return;
    }
    // One paying subscriber for the bench (as landing's); each run signs it in again.
    const api = await request.newContext();
    const account = await createSubscriber(api, gateway.base);
    await api.dispose();
    const failed = await printTable(MEMBER_PAGES, gateway.base, MEMBER_TARGET, (url) =>
      memberRun(url, gateway.base, account),
    );
    if (failed) throw new Error(`${failed} member run(s) failed: see FAILED above (not in the table)`);
  } finally {
    await gateway.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
