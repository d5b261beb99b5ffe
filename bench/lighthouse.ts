// `npm run bench -- lighthouse [--runs N] [--only <text>] [--port P]`: Lighthouse 13 (the npm
// `lighthouse` CLI, mobile defaults: Moto G Power screen, simulated slow 4G, 4x CPU) against
// Debian's Chromium, on every public page of the spec (issue 28). Starts its own gateway (builds
// what is missing, in-memory database) or uses BENCH_BASE_URL. Prints per page the median of N runs
// (by score) of: performance score, TBT, LCP, FCP, CLS, and the load average before each page's
// runs, since the browser shares this machine's CPU with the server and whatever else runs.
// `--only faq` measures the pages whose path contains 'faq' (`--only /`: the landing alone).
// Each run is a fresh Chromium (cold cache).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../config/chromium';
import { benchGateway } from './lib/gateway';

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
const TARGET = { score: 95, tbtMs: 150, lcpMs: 1500 };

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs')) || 1;
const ONLY = option('--only');
const PORT = Number(option('--port')) || undefined;

/** `--only`: the page of that exact name or path ('/' is the landing alone), else those containing it. */
function selected(): typeof PAGES {
  if (!ONLY) return PAGES;
  const exact = PAGES.filter((p) => p.name === ONLY || p.path === ONLY);
  return exact.length ? exact : PAGES.filter((p) => p.path.includes(ONLY) || p.name.includes(ONLY));
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
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

function lighthouse(url: string): Promise<Run> {
  const cliArgs = [
    LIGHTHOUSE_CLI,
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    // The 404 page is answered with HTTP 404 on purpose; Lighthouse would refuse to score it.
    '--ignore-status-code',
    `--chrome-flags=${CHROME_FLAGS}`,
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
const mark = (ok: boolean) => (ok ? ' ' : '!');

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const gateway = await benchGateway(PORT, {});
  try {
    console.log(
      `\nLighthouse 13, mobile defaults (simulated slow 4G, 4x CPU), performance only; median of ${RUNS} run(s) by score; ${RUNS > 1 ? 'runs in brackets; ' : ''}! = target missed (score ≥ ${TARGET.score}, TBT ≤ ${TARGET.tbtMs} ms, LCP ≤ ${TARGET.lcpMs} ms)\n`,
    );
    console.log(
      `${'page'.padEnd(12)} ${'score'.padStart(6)} ${'TBT'.padStart(8)} ${'LCP'.padStart(8)} ${'FCP'.padStart(8)} ${'CLS'.padStart(6)}   load average (1/5/15 min) before`,
    );
    for (const page of selected()) {
      const before = load();
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        // One failed run (a page not served while a build replaces it) does not end the table.
        try {
          runs.push(await lighthouse(`${gateway.base}${page.path}`));
        } catch (error) {
          console.log(`${page.name.padEnd(12)} run ${i + 1} failed: ${(error as Error).message}`);
        }
      }
      if (runs.length === 0) continue;
      const sorted = [...runs].sort((a, b) => a.score - b.score);
      const median = sorted[Math.floor((sorted.length - 1) / 2)] as Run;
      const spread = RUNS > 1 ? `  [${runs.map((r) => r.score).join(', ')}]` : '';
      console.log(
        [
          page.name.padEnd(12),
          `${median.score}${mark(median.score >= TARGET.score)}`.padStart(6),
          `${Math.round(median.tbt)} ms${mark(median.tbt <= TARGET.tbtMs)}`.padStart(9),
          `${(median.lcp / 1000).toFixed(2)} s${mark(median.lcp <= TARGET.lcpMs)}`.padStart(8),
          `${(median.fcp / 1000).toFixed(2)} s`.padStart(8),
          median.cls.toFixed(3).padStart(6),
          `  ${before}${spread}${median.error ? `  (${median.error})` : ''}`,
        ].join(' '),
      );
    }
    console.log(`\nload average after: ${load()}`);
  } finally {
    await gateway.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
