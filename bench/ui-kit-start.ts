// `npm run bench -- ui-kit-start [--runs N] [--path /movies]`: what starting the UI kit costs a
// member page at 4x CPU (Fast 4G, cold cache, a subscriber with a viewer profile chosen). Each
// round loads the page twice, interleaved: as built (the document preloads the UI kit's global
// stylesheet, made at build time) and with that link taken out of the document, so the UI kit
// builds and inserts Chakra's global CSS in the browser, as it did before. Prints, per variant, the
// median sum of long tasks and the CPU time spent in the UI kit's files (ui-kit, ui-helpers:
// Chakra's createSystem, emotion's serializing and inserting), from a sampled CPU profile.
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../config/chromium';
import { startGateway } from './lib/gateway';
import { type Credentials, createSubscriber, signInPage } from './lib/page-accounts';
import { PAGE_OBSERVERS, type PageVitals, READ_VITALS } from './lib/page-observers';
import { freePort } from './lib/processes';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const PATH = args.includes('--path') ? (args[args.indexOf('--path') + 1] ?? '/movies') : '/movies';
const FAST_4G = { offline: false, latency: 165, downloadThroughput: 1_012_500, uploadThroughput: 168_750 };
const GLOBAL_CSS_LINK = /<link[^>]*id="ui-kit-global-css"[^>]*>/;
const UI_KIT_FILES = /\/(ui-kit|ui-helpers)\.[0-9a-f]{8}\.js$/;

type Variant = 'built stylesheet' | 'runtime global CSS';

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

async function load(
  browser: Browser,
  base: string,
  subscriber: Credentials,
  variant: Variant,
): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await signInPage(page, base, subscriber, true);
  await page.route(`${base}${PATH}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({
      response,
      body: variant === 'runtime global CSS' ? html.replace(GLOBAL_CSS_LINK, '') : html,
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
  await page.waitForFunction("(document.getElementById('root')?.children.length ?? 0) > 0", undefined, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const { longTasks } = (await page.evaluate(READ_VITALS)) as PageVitals;
  const linked = (await page.evaluate(
    `document.querySelector('link[rel="stylesheet"][href*="ui-kit"]') !== null`,
  )) as boolean;
  await context.close();
  return {
    longTasksMs: longTasks.reduce((sum, [, duration]) => sum + duration, 0),
    longestTaskMs: Math.max(0, ...longTasks.map(([, duration]) => duration)),
    uiKitCpuMs: uiKitCpu(profile as never),
    linked,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log('starting the gateway (builds what is missing)…');
  const gateway = await startGateway(port);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const setup = await browser.newContext();
    const subscriber = await createSubscriber(setup.request, base);
    await setup.close();
    const variants: Variant[] = ['built stylesheet', 'runtime global CSS'];
    const samples = new Map<Variant, Sample[]>(variants.map((v) => [v, []]));
    for (let round = 0; round < RUNS; round += 1) {
      for (const variant of round % 2 ? [...variants].reverse() : variants) {
        const sample = await load(browser, base, subscriber, variant);
        samples.get(variant)?.push(sample);
        console.log(
          `  ${variant}: long tasks ${Math.round(sample.longTasksMs)} ms (longest ${Math.round(sample.longestTaskMs)}), UI kit CPU ${Math.round(sample.uiKitCpuMs)} ms${sample.linked ? ', stylesheet linked' : ''}`,
        );
      }
    }
    console.log(`\n${PATH}, Fast 4G, CPU x4, 412x823, cold cache, median of ${RUNS}:`);
    for (const [variant, list] of samples) {
      console.log(
        `  ${variant}: long tasks ${Math.round(median(list.map((s) => s.longTasksMs)))} ms, longest ${Math.round(median(list.map((s) => s.longestTaskMs)))} ms, UI kit CPU ${Math.round(median(list.map((s) => s.uiKitCpuMs)))} ms`,
      );
    }
  } finally {
    await browser.close();
    gateway.kill();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
