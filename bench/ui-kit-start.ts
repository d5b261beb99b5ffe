// `npm run bench -- ui-kit-start [--runs N] [--path /movies] [--against <url>]`: what starting the
// UI kit costs a member page at 4x CPU (Fast 4G, cold cache, a subscriber with a viewer profile
// chosen). Each round loads the page once per variant, interleaved: as built (the document
// preloads the UI kit's global stylesheet, made at build time), with that link taken out of the
// document (the UI kit then builds and inserts Chakra's global CSS in the browser, as it did
// before), and with `--against`, from another gateway already running (e.g. a build of main, with
// the same seed settings). Prints, per variant, the median sum of long tasks, the longest task and
// the CPU time spent in the UI kit's files (ui-kit, ui-helpers: Chakra's createSystem, emotion's
// serializing and inserting), from a sampled CPU profile. BENCH_BASE_URL: measure a running
// gateway instead of starting one.
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../config/chromium';
import { benchGateway } from './lib/gateway';
import { type Credentials, createSubscriber, signInPage } from './lib/page-accounts';
import { PAGE_OBSERVERS, type PageVitals, READ_VITALS } from './lib/page-observers';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const PATH = args.includes('--path') ? (args[args.indexOf('--path') + 1] ?? '/movies') : '/movies';
const AGAINST = args.includes('--against')
  ? args[args.indexOf('--against') + 1]?.replace(/\/$/, '')
  : undefined;
const FAST_4G = { offline: false, latency: 165, downloadThroughput: 1_012_500, uploadThroughput: 168_750 };
const GLOBAL_CSS_LINK = /<link[^>]*id="ui-kit-global-css"[^>]*>/;
const UI_KIT_FILES = /\/(ui-kit|ui-helpers)\.[0-9a-f]{8}\.js$/;

type Doc = {
  querySelector(selector: string): unknown;
  getElementById(id: string): { children: { length: number } } | null;
};
/** The app has drawn into #root (self-contained functions, run in the page: its policy forbids eval). */
const ROOT_DRAWN = () =>
  ((globalThis as unknown as { document: Doc }).document.getElementById('root')?.children.length ?? 0) > 0;
const STYLESHEET_LINKED = () =>
  (globalThis as unknown as { document: Doc }).document.querySelector(
    'link[rel="stylesheet"][href*="ui-kit"]',
  ) !== null;

interface Variant {
  name: string;
  base: string;
  /** Takes the built stylesheet's link out of the document. */
  strip: boolean;
  subscriber: Credentials;
}

interface Sample {
  longTasksMs: number;
  longestTaskMs: number;
  uiKitCpuMs: number;
  linked: boolean;
}

interface ProfileNode {
  id: number;
  callFrame: { url: string };
}

/** Self time (ms) of the profile's samples in the UI kit's files. */
function uiKitCpu(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }): number {
  const inKit = new Set(profile.nodes.filter((n) => UI_KIT_FILES.test(n.callFrame.url)).map((n) => n.id));
  let micros = 0;
  profile.samples.forEach((id, i) => {
    if (inKit.has(id)) micros += profile.timeDeltas[i + 1] ?? 0;
  });
  return micros / 1000;
}

async function load(browser: Browser, variant: Variant): Promise<Sample> {
  const { base, subscriber } = variant;
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await signInPage(page, base, subscriber, true);
  await page.route(`${base}${PATH}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({
      response,
      body: variant.strip ? html.replace(GLOBAL_CSS_LINK, '') : html,
    });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.addInitScript(PAGE_OBSERVERS);
  await cdp.send('Profiler.start');
  await page.goto(`${base}${PATH}`, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(ROOT_DRAWN, undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const { longTasks } = (await page.evaluate(READ_VITALS)) as PageVitals;
  const linked = await page.evaluate(STYLESHEET_LINKED);
  await context.close();
  return {
    longTasksMs: longTasks.reduce((sum, [, duration]) => sum + duration, 0),
    longestTaskMs: Math.max(0, ...longTasks.map(([, duration]) => duration)),
    uiKitCpuMs: uiKitCpu(profile as never),
    linked,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function subscriberOf(browser: Browser, base: string): Promise<Credentials> {
  const setup = await browser.newContext();
  const subscriber = await createSubscriber(setup.request, base);
  await setup.close();
  return subscriber;
}

async function main(): Promise<void> {
  const gateway = await benchGateway(undefined, {});
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const own = await subscriberOf(browser, gateway.base);
    const variants: Variant[] = [
      { name: 'built stylesheet', base: gateway.base, strip: false, subscriber: own },
      { name: 'runtime global CSS', base: gateway.base, strip: true, subscriber: own },
    ];
    if (AGAINST) {
      variants.push({
        name: `against ${AGAINST}`,
        base: AGAINST,
        strip: false,
        subscriber: await subscriberOf(browser, AGAINST),
      });
    }
    const samples = new Map<string, Sample[]>(variants.map((v) => [v.name, []]));
    for (let round = 0; round < RUNS; round += 1) {
      // Each round starts with the next variant, so none always runs first.
      const order = variants.map((_, i) => variants[(i + round) % variants.length] as Variant);
      for (const variant of order) {
        const sample = await load(browser, variant);
        samples.get(variant.name)?.push(sample);
        console.log(
          `  ${variant.name}: long tasks ${Math.round(sample.longTasksMs)} ms (longest ${Math.round(sample.longestTaskMs)}), UI kit CPU ${Math.round(sample.uiKitCpuMs)} ms${sample.linked ? ', stylesheet linked' : ''}`,
        );
      }
    }
    console.log(`\n${PATH}, Fast 4G, CPU x4, 412x823, cold cache, median of ${RUNS}:`);
    for (const [name, list] of samples) {
      console.log(
        `  ${name}: long tasks ${Math.round(median(list.map((s) => s.longTasksMs)))} ms, longest ${Math.round(median(list.map((s) => s.longestTaskMs)))} ms, UI kit CPU ${Math.round(median(list.map((s) => s.uiKitCpuMs)))} ms`,
      );
    }
  } finally {
    await browser.close();
    await gateway.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
