// `npm run bench -- landing [--runs N] [--desktop] [--only <text>]`: builds what is missing, serves
// the production output through the gateway (its own process, in-memory database) and loads pages
// in headless Chromium with Chrome's "Fast 4G" preset and 4x CPU slowdown, cold cache each run.
// Prints, per scenario (the visitor's `/`, a subscriber's member pages with a viewer profile
// chosen, staff's /admin): JS bytes (gzip) fetched before the page is interactive, request count,
// LCP, CLS, the latency of the scenario's interactions (INP: opening a card, scrolling a row,
// opening the player), which remotes were fetched, and the JS files that dominate the bytes.
// `--only movies` runs the scenarios whose name contains 'movies'; `--files 40` lists 40 JS files.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../config/chromium';
import { startGateway } from './lib/gateway';
import { type Credentials, createSubscriber, signInPage } from './lib/page-accounts';
import { interactionsSince, PAGE_OBSERVERS, type PageVitals, READ_VITALS } from './lib/page-observers';
import { freePort } from './lib/processes';

const ROOT = path.resolve(__dirname, '..');
const CHROMIUM = chromiumPath();

/** Chrome DevTools' "Fast 4G" preset (NetworkManager.ts Fast4GConditions): 9 Mbps x 0.9, 60 ms x 2.75. */
const FAST_4G = { offline: false, latency: 165, downloadThroughput: 1_012_500, uploadThroughput: 168_750 };
const CPU_SLOWDOWN = 4;

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const VIEWPORT = args.includes('--desktop') ? { width: 1366, height: 768 } : { width: 412, height: 823 };
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const WATERFALL = args.includes('--waterfall');
/** `--files N`: how many of the largest JS files to list per scenario (8 by default). */
const FILES = Number(args[args.indexOf('--files') + 1]) || 8;
/**
 * `--backlog`: the gateway starts with an empty media cache, so the seed's media work (ffmpeg at
 * low priority, storing ladders) runs while the pages are measured, as on a newcomer's first start.
 */
const BACKLOG = args.includes('--backlog');
/** `--trace <dir>`: a Chromium performance trace of each interaction (diagnosis; tracing slows the page). */
const TRACE_DIR = args.includes('--trace') ? args[args.indexOf('--trace') + 1] : undefined;
let traceCount = 0;

/** One interaction whose latency counts for INP: a trusted click, then what shows it worked. */
interface Interaction {
  name: string;
  run: (page: Page) => Promise<void>;
}

interface Scenario {
  name: string;
  path: string;
  /** 'subscriber': a paying member made for the bench, its main viewer profile chosen. */
  account?: Credentials | 'subscriber';
  /** Issue 12's targets: JS before interactive (gzip KB), LCP (ms), CLS; staff's JS is issue 28's. */
  targets?: { jsKb: number; lcpMs?: number; cls?: number; inpMs?: number };
  interactions?: Interaction[];
}

const scrollRow: Interaction = {
  name: 'scrolling a row',
  run: async (page) => {
    // The first row's right arrow (its left one is hidden at the start).
    const section = page.locator('section[aria-label]').first();
    const row = section.getByTestId('row-scroller');
    await section.locator('[data-row-arrow]').last().click();
    await page.waitForFunction(
      (el) => (el as { scrollLeft: number }).scrollLeft > 0,
      await row.elementHandle(),
    );
  },
};
const openCard: Interaction = {
  name: 'opening a card',
  run: async (page) => {
    // On the caption: the poster's centre is under the hover actions (a separate issue-12 fix).
    await page.getByTestId('content-card').first().locator('a p').click();
    await page.waitForURL(/\/content\//);
    await page.locator('main h1').waitFor();
  },
};
const openPlayer: Interaction = {
  name: 'opening the player',
  run: async (page) => {
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('dialog').waitFor();
  },
};

/** Issue 28's member pages: LCP ≤ 1 s, JS ≤ 200 KB gzip before interactive (issue 12's were 1.5 s, 300 KB). */
const MEMBER = { jsKb: 200, lcpMs: 1000, cls: 0.05, inpMs: 100 };
// Seeded development accounts of services/api (config.ts DEV_ADMIN_*).
const SCENARIOS: Scenario[] = [
  { name: 'visitor on /', path: '/', targets: { jsKb: 100, lcpMs: 700, cls: 0.05 } },
  {
    name: 'subscriber on /movies',
    path: '/movies',
    account: 'subscriber',
    targets: MEMBER,
    interactions: [scrollRow, openCard],
  },
  { name: 'subscriber on /dashboard', path: '/dashboard', account: 'subscriber', targets: MEMBER },
  { name: 'subscriber on /premieres', path: '/premieres', account: 'subscriber', targets: MEMBER },
  { name: 'subscriber on /my-list', path: '/my-list', account: 'subscriber', targets: MEMBER },
  { name: 'subscriber on /search', path: '/search?q=mission', account: 'subscriber', targets: MEMBER },
  {
    name: 'subscriber on /content/1',
    path: '/content/1',
    account: 'subscriber',
    targets: MEMBER,
    interactions: [openPlayer],
  },
  {
    name: 'staff on /admin',
    path: '/admin',
    account: { email: 'admin@premieres.in', password: 'Admin#Premieres2025' },
    // Issue 28: the panel and its default tab (Content); other tabs load when opened.
    targets: { jsKb: 250 },
  },
];

interface Req {
  url: string;
  type: string;
  /** CDP's initial priority: 'VeryLow' (DevTools' "Lowest") for a <link rel="prefetch">. */
  priority: string;
  start: number;
  /** When it went on the wire (after waiting for a connection: six per host over HTTP/1.1). */
  sent?: number;
  end?: number;
  encoded: number;
  gzip?: number;
  failed?: boolean;
}

interface Run {
  lcp: number;
  lcpElement: string;
  cls: number;
  /** Per interaction: its longest event's duration (ms; 0 when under the 16 ms event-timing floor). */
  inp: Record<string, number>;
  interactive: number;
  jsGzipBeforeInteractive: number;
  /** JS downloaded by <link rel="prefetch"> (not run) before interactive, and in all. */
  prefetchGzipBeforeInteractive: number;
  prefetchGzipTotal: number;
  jsGzipTotal: number;
  jsTransferred: number;
  requests: number;
  /** Every JS file run, largest first; `later`: it finished after interactive (not counted before it). */
  jsFiles: { url: string; gzip: number; later: boolean }[];
  remotes: string[];
  waterfall: Req[];
  /** Long tasks ([start, duration], ms from navigation start): printed with the waterfall. */
  longTasks: [number, number][];
}

/**
 * A script downloaded ahead and not run: `<link rel="prefetch">` is requested at the lowest
 * priority with no script type (CDP says type 'Other', priority 'VeryLow'). Counted on its own
 * line so "JS before interactive" (what ran) cannot hide it.
 */
const isPrefetchedJs = (r: Req) =>
  r.type !== 'Script' && r.priority === 'VeryLow' && /\.js(?:[?#]|$)/.test(r.url);

/**
 * The gzip size of a file the gateway serves from a build (CDP keeps no body for a prefetch):
 * `/remotes/<app>/<file>` from that app's dist, anything else from the shell's.
 */
function builtGzip(url: string): number {
  const pathname = url.replace(/[?#].*$/, '');
  const remote = pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  const file = remote
    ? path.join(ROOT, remote[1] ?? '', 'dist', remote[2] ?? '')
    : path.join(ROOT, 'shell/dist', pathname);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

/**
 * The page is live: the landing document's islands are mounted (it sets data-islands="ready" on
 * <html>), or the shell has rendered something into #root.
 */
/** A function, not a string: the page's CSP (script-src 'self') refuses the eval a string predicate needs. */
const LIVE = () => {
  type Node = { dataset: Record<string, string | undefined>; children: { length: number } };
  const doc = (
    globalThis as unknown as {
      document: { documentElement: Node; getElementById: (id: string) => Node | null };
    }
  ).document;
  return (
    doc.documentElement.dataset.islands === 'ready' || (doc.getElementById('root')?.children.length ?? 0) > 0
  );
};

/**
 * A simplified TTI: the first moment after the live render from which 1 s passes with no long
 * task and at most two requests in flight.
 */
function timeToInteractive(live: number, longTasks: [number, number][], requests: Req[]): number {
  const candidates = [live, ...longTasks.map(([start, duration]) => start + duration)].filter(
    (t) => t >= live,
  );
  const ends = requests.map((r) => r.end ?? Number.POSITIVE_INFINITY);
  candidates.push(...ends.filter((t) => t >= live && Number.isFinite(t)));
  candidates.sort((a, b) => a - b);
  for (const t of candidates) {
    const quietTasks = longTasks.every(([start, duration]) => start + duration <= t || start >= t + 1000);
    const checkpoints = [t, ...requests.flatMap((r) => [r.start, r.end ?? t + 1000])].filter(
      (x) => x >= t && x < t + 1000,
    );
    const quietNetwork = checkpoints.every(
      (x) => requests.filter((r) => r.start <= x && (r.end ?? Number.POSITIVE_INFINITY) > x).length <= 2,
    );
    if (quietTasks && quietNetwork) return t;
  }
  return candidates[candidates.length - 1] ?? live;
}

async function measure(
  browser: Browser,
  base: string,
  scenario: Scenario,
  subscriber: Credentials,
): Promise<Run> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const account = scenario.account === 'subscriber' ? subscriber : scenario.account;
  if (account) await signInPage(page, base, account, scenario.account === 'subscriber');
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(PAGE_OBSERVERS);

  const requests = new Map<string, Req>();
  let t0 = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!t0) t0 = event.timestamp;
    requests.set(event.requestId, {
      url: event.request.url.replace(base, ''),
      type: event.type ?? 'Other',
      priority: event.request.initialPriority,
      start: (event.timestamp - t0) * 1000,
      encoded: 0,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const req = requests.get(event.requestId);
    const timing = event.response.timing;
    if (req && timing) req.sent = (timing.requestTime - t0) * 1000 + timing.sendStart;
  });
  const bodies: Promise<void>[] = [];
  cdp.on('Network.loadingFinished', (event) => {
    const req = requests.get(event.requestId);
    if (!req) return;
    req.end = (event.timestamp - t0) * 1000;
    req.encoded = event.encodedDataLength;
    if (isPrefetchedJs(req)) {
      req.gzip = builtGzip(req.url);
    } else if (req.type === 'Script') {
      bodies.push(
        cdp
          .send('Network.getResponseBody', { requestId: event.requestId })
          .then((body) => {
            const raw = body.base64Encoded ? Buffer.from(body.body, 'base64') : Buffer.from(body.body);
            req.gzip = gzipSync(raw, { level: 9 }).length;
          })
          .catch(() => undefined), // finished as the page closed, after the measure: no body left
      );
    }
  });
  cdp.on('Network.loadingFailed', (event) => {
    const req = requests.get(event.requestId);
    if (req) {
      req.failed = true;
      req.end = (event.timestamp - t0) * 1000;
    }
  });

  await page.goto(`${base}${scenario.path}`, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(LIVE, undefined, { timeout: 60_000, polling: 50 });
  const live = (await page.evaluate('performance.now()')) as number;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  await Promise.all(bodies);
  const { lcp, cls, longTasks } = (await page.evaluate(READ_VITALS)) as PageVitals;
  const inp: Record<string, number> = {};
  for (const interaction of scenario.interactions ?? []) {
    const since = (await page.evaluate('performance.now()')) as number;
    traceCount += 1;
    const trace = TRACE_DIR
      ? path.resolve(TRACE_DIR, `${interaction.name.replace(/\W+/g, '-')}-${traceCount}.json`)
      : undefined;
    if (trace) await browser.startTracing(page, { path: trace, screenshots: false });
    await interaction.run(page);
    await page.waitForTimeout(500);
    if (trace) await browser.stopTracing();
    const events = (await page.evaluate(interactionsSince(since))) as { duration: number }[];
    inp[interaction.name] = Math.max(0, ...events.map((e) => e.duration));
  }
  await context.close();

  const all = [...requests.values()];
  const interactive = timeToInteractive(live, longTasks, all);
  const js = all.filter((r) => r.type === 'Script' && !r.failed);
  const before = js.filter((r) => (r.end ?? 0) <= interactive);
  const prefetched = all.filter((r) => isPrefetchedJs(r) && !r.failed);
  const gzipOf = (list: Req[]) => list.reduce((total, r) => total + (r.gzip ?? 0), 0);
  const remotes = [
    ...new Set(all.map((r) => r.url.match(/^\/remotes\/([^/]+)\//)?.[1]).filter(Boolean)),
  ] as string[];
  return {
    lcp: lcp.time,
    lcpElement: lcp.element,
    cls,
    inp,
    interactive,
    jsGzipBeforeInteractive: gzipOf(before),
    prefetchGzipBeforeInteractive: gzipOf(prefetched.filter((r) => (r.end ?? 0) <= interactive)),
    prefetchGzipTotal: gzipOf(prefetched),
    jsGzipTotal: js.reduce((sum, r) => sum + (r.gzip ?? 0), 0),
    jsTransferred: js.reduce((sum, r) => sum + r.encoded, 0),
    requests: all.filter((r) => (r.end ?? 0) <= interactive).length,
    jsFiles: js
      .map((r) => ({ url: r.url, gzip: r.gzip ?? 0, later: (r.end ?? 0) > interactive }))
      .sort((a, b) => b.gzip - a.gzip),
    remotes,
    waterfall: all.sort((a, b) => a.start - b.start),
    longTasks,
  };
}

/** Labels a chunk with the shared package or exposed module it carries (from the mf-manifest files). */
function chunkLabels(): Map<string, string> {
  const labels = new Map<string, string>();
  const containers: [string, string][] = [
    ['', path.join(ROOT, 'shell/dist/mf-manifest.json')],
    ...['mfe-landing', 'mfe-browse', 'mfe-player', 'mfe-account', 'mfe-admin'].map(
      (name): [string, string] => [`/remotes/${name}/`, path.join(ROOT, name, 'dist/mf-manifest.json')],
    ),
  ];
  type Assets = { js: { sync: string[]; async: string[] } };
  for (const [prefix, file] of containers) {
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      shared: { name: string; assets: Assets }[];
      exposes: { name: string; assets: Assets }[];
    };
    const base = prefix || '/';
    const add = (asset: string, label: string) => {
      const key = base + asset;
      const known = labels.get(key);
      if (!known) labels.set(key, label);
      else if (!known.split(', ').includes(label)) labels.set(key, `${known}, ${label}`);
    };
    for (const shared of manifest.shared) {
      for (const asset of [...shared.assets.js.sync, ...shared.assets.js.async]) add(asset, shared.name);
    }
    add('remoteEntry.js', 'container + federation runtime');
    for (const expose of manifest.exposes)
      for (const asset of expose.assets.js.sync) add(asset, `expose ${expose.name}`);
  }
  for (const file of existsSync(path.join(ROOT, 'shell/dist'))
    ? readdirSync(path.join(ROOT, 'shell/dist'))
    : []) {
    if (/^main\.[0-9a-f]{8}\.js$/.test(file)) labels.set(`/${file}`, 'shell entry + federation runtime');
  }
  return labels;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (value: number, target: number | undefined, unit: string) =>
  target === undefined
    ? ''
    : ` (target ≤ ${target}${unit ? ` ${unit}` : ''}, ${value <= target ? 'met' : 'MISSED'})`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(
    `starting the gateway (builds what is missing)${BACKLOG ? ', with an empty media cache' : ''}…`,
  );
  const mediaCache = BACKLOG ? mkdtempSync(path.join(tmpdir(), 'premieres-backlog-')) : null;
  const gateway = await startGateway(port, mediaCache ? { MEDIA_CACHE_DIR: mediaCache } : {});
  const startedAt = performance.now();
  let backlogDoneAt: number | null = null;
  gateway.stdout?.on('data', (chunk: Buffer) => {
    if (backlogDoneAt === null && /\[media\] \d+\/\d+ seeded media ready/.test(String(chunk))) {
      backlogDoneAt = performance.now();
    }
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const labels = chunkLabels();
  const setup = await browser.newContext();
  const subscriber = await createSubscriber(setup.request, base);
  await setup.close();
  try {
    console.log(
      `\nFast 4G (165 ms, 8.1 Mbps), CPU x${CPU_SLOWDOWN}, viewport ${VIEWPORT.width}x${VIEWPORT.height}, cold cache, ${RUNS} runs (median)\n`,
    );
    for (const scenario of SCENARIOS.filter((s) => !ONLY || s.name.includes(ONLY))) {
      const runs: Run[] = [];
      // With --backlog: the runs that ended while the seed's media work still ran (the others met a quiet machine).
      const duringBacklog: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const run = await measure(browser, base, scenario, subscriber);
        runs.push(run);
        if (BACKLOG && backlogDoneAt === null) duringBacklog.push(run);
      }
      const pick = runs.find((run) => run.lcp === median(runs.map((r) => r.lcp))) ?? runs[0];
      if (!pick) continue;
      const jsBefore = median(runs.map((r) => r.jsGzipBeforeInteractive));
      const lcp = median(runs.map((r) => r.lcp));
      console.log(`${scenario.name}`);
      console.log(
        `  JS before interactive: ${kb(jsBefore)} gzip${verdict(jsBefore / 1024, scenario.targets?.jsKb, 'KB')}; all JS: ${kb(median(runs.map((r) => r.jsGzipTotal)))} gzip, ${kb(median(runs.map((r) => r.jsTransferred)))} transferred`,
      );
      console.log(
        `  JS prefetched (downloaded, not run) before interactive: ${kb(median(runs.map((r) => r.prefetchGzipBeforeInteractive)))} gzip; in all: ${kb(median(runs.map((r) => r.prefetchGzipTotal)))} gzip`,
      );
      console.log(
        `  LCP: ${Math.round(lcp)} ms${verdict(lcp, scenario.targets?.lcpMs, 'ms')} on ${pick.lcpElement || '?'}; interactive at ${Math.round(median(runs.map((r) => r.interactive)))} ms`,
      );
      console.log(
        `  LCP runs: ${runs.map((r) => `${Math.round(r.lcp)}${duringBacklog.includes(r) ? '*' : ''}`).join(', ')} ms${BACKLOG ? ` (* during the backlog: median ${Math.round(median(duringBacklog.map((r) => r.lcp)))} ms of ${duringBacklog.length})` : ''}`,
      );
      const cls = median(runs.map((r) => r.cls));
      console.log(`  CLS: ${cls.toFixed(3)}${verdict(cls, scenario.targets?.cls, '')}`);
      for (const interaction of scenario.interactions ?? []) {
        const each = runs.map((r) => Math.round(r.inp[interaction.name] ?? 0));
        const inp = median(each);
        const shown = inp === 0 ? '< 16 ms' : `${Math.round(inp)} ms`;
        console.log(
          `  INP ${interaction.name}: ${shown}${verdict(inp, scenario.targets?.inpMs, 'ms')}; runs: ${each.join(', ')} ms`,
        );
      }
      console.log(`  requests before interactive: ${median(runs.map((r) => r.requests))}`);
      console.log(`  remotes fetched: ${pick.remotes.join(', ') || 'none'}`);
      // Files run after interactive (an interaction's, field data's) are listed too, marked.
      console.log('  largest JS files ("later": finished after interactive, not in the figure above):');
      for (const file of pick.jsFiles.slice(0, FILES)) {
        const label = labels.has(file.url) ? `  (${labels.get(file.url)})` : '';
        console.log(`    ${kb(file.gzip).padStart(9)}  ${file.later ? 'later ' : ''}${file.url}${label}`);
      }
      if (WATERFALL) {
        console.log('  waterfall (ms from the first request; asked–sent–done):');
        for (const r of pick.waterfall) {
          const at = (time?: number) => (time === undefined ? '?' : String(Math.round(time)));
          const span = `${at(r.start)}–${at(r.sent)}–${at(r.end)}`;
          console.log(
            `    ${span.padStart(16)}  ${r.type.padEnd(10)} ${r.priority.padEnd(8)} ${r.url.slice(0, 90)}`,
          );
        }
        // What held the main thread (a painted picture waits for the task under way), and the LCP.
        console.log(`  long tasks (ms from navigation start; LCP at ${Math.round(pick.lcp)}):`);
        for (const [start, duration] of pick.longTasks) {
          const span = `${Math.round(start)}–${Math.round(start + duration)}`;
          console.log(`    ${span.padStart(11)}  ${Math.round(duration)} ms`);
        }
      }
      console.log('');
    }
    if (BACKLOG) {
      const measuredFor = Math.round((performance.now() - startedAt) / 1000);
      console.log(
        backlogDoneAt === null
          ? `The seed's media work ran through all ${measuredFor} s of measuring.`
          : `The seed's media work ended ${Math.round((backlogDoneAt - startedAt) / 1000)} s into ${measuredFor} s of measuring.`,
      );
    }
  } finally {
    await browser.close();
    // Its media work ends with it: the cache folder goes once nothing writes there.
    const exited = new Promise((resolve) => gateway.once('exit', resolve));
    gateway.kill('SIGTERM');
    await exited;
    if (mediaCache) rmSync(mediaCache, { recursive: true, force: true, maxRetries: 5 });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
