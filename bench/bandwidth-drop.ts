// `npm run bench -- bandwidth-drop [--title ID] [--drop-at S] [--top H] [--watch S] [--port P]`: a Premium
// subscriber plays a seeded title (2 minutes, ladder up to 1080p) in headless Chromium at
// 20 Mbit/s; once it has played --drop-at seconds (8) with the --top rendition (1080p) on screen,
// the link drops to 1.5 Mbit/s (CDP) and playback goes on for --watch seconds (60) or to the end.
// Prints the rendition and the media buffered ahead at the drop, when hls.js first requested a
// lower rendition and when one was on screen (the player's data-playing-height, set on hls.js
// LEVEL_SWITCHED: hls.js does not drop what it has buffered, so that plays first), and the stalls
// ('waiting' after the start: count, total seconds).
// Target: 0 stalls. Figures only; nothing is asserted on time.
import { withPlayerBench } from './lib/player-bench';
import {
  benchState,
  emulateNetwork,
  type NetworkProfile,
  openDetail,
  requestsAfter,
  subscriberContext,
} from './lib/player-page';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const TITLE = option('--title') ?? '1';
const DROP_AT_S = Number(option('--drop-at')) || 8;
/** The drop waits until this rendition (the title's tallest) is on screen. */
const TOP = Number(option('--top')) || 1080;
const WATCH_S = Number(option('--watch')) || 60;

const FAST: NetworkProfile = { name: '20 Mbit/s', latencyMs: 20, downMbit: 20, upMbit: 5 };
const SLOW: NetworkProfile = { name: '1.5 Mbit/s', latencyMs: 20, downMbit: 1.5, upMbit: 1 };

const currentTime = (page: import('playwright-core').Page) =>
  page.evaluate(
    `document.querySelector('[data-testid="player-frame"] video')?.currentTime ?? 0`,
  ) as Promise<number>;

async function main(): Promise<void> {
  const options = { port: Number(option('--port')), title: TITLE, env: {}, label: 'bench-drop' };
  await withPlayerBench(options, async ({ base, subscriber, browser }) => {
    const { context, page } = await subscriberContext(browser, base, subscriber);
    const cdp = await emulateNetwork(page, FAST);
    await openDetail(page, base, TITLE);
    await page.getByRole('button', { name: 'Play', exact: true }).first().click();
    await page.waitForFunction('window.__bench.playing > 0', undefined, { timeout: 60_000, polling: 100 });
    await page.waitForFunction(
      `(document.querySelector('[data-testid="player-frame"] video')?.currentTime ?? 0) >= ${DROP_AT_S} && Number(document.querySelector('[data-playing-height]')?.getAttribute('data-playing-height')) >= ${TOP}`,
      undefined,
      { timeout: (DROP_AT_S + 60) * 1000, polling: 250 },
    );
    const before = await benchState(page);
    const heightBefore = before.heights[before.heights.length - 1]?.height ?? 0;
    const dropAt = (await page.evaluate('performance.now()')) as number;
    const mediaAtDrop = await currentTime(page);
    const bufferedAhead = (await page.evaluate(
      `(() => { const v = document.querySelector('[data-testid="player-frame"] video'); return v && v.buffered.length ? v.buffered.end(v.buffered.length - 1) - v.currentTime : 0; })()`,
    )) as number;
    await emulateNetwork(page, SLOW, cdp);
    await page
      .waitForFunction(
        `window.__bench.ended || performance.now() - ${dropAt} >= ${WATCH_S * 1000}`,
        undefined,
        { timeout: (WATCH_S + 120) * 1000, polling: 500 },
      )
      .catch(() => undefined);
    const after = await benchState(page);
    const now = (await page.evaluate('performance.now()')) as number;
    const mediaEnd = await currentTime(page);
    // When hls.js started loading a lower rendition (it plays once the buffer ahead has played).
    const loadedLower = (await requestsAfter(page, dropAt)).find((r) => {
      const height = Number(/\/v(\d+)\/s\d+\.ts$/.exec(r.name)?.[1] ?? 0);
      return height > 0 && height < heightBefore;
    });
    await context.close();

    const lower = after.heights.find((h) => h.t > dropAt && h.height < heightBefore);
    const stalls = after.waiting.map((w) => ({ ...w, seconds: ((w.end ?? now) - w.start) / 1000 }));
    const stalledSeconds = stalls.reduce((sum, s) => sum + s.seconds, 0);
    console.log(
      `\nBandwidth drop, title ${TITLE}, Premium subscriber, headless Chromium, gateway on one port, RTT ${FAST.latencyMs} ms`,
    );
    console.log(
      `  before the drop (20 Mbit/s): ${heightBefore}p on screen at ${mediaAtDrop.toFixed(1)} s of media, ${bufferedAhead.toFixed(1)} s buffered ahead`,
    );
    console.log(
      `  renditions on screen: ${after.heights.map((h) => `${h.height}p @ ${((h.t - after.click) / 1000).toFixed(1)} s`).join(', ')} (seconds after Play)`,
    );
    console.log(
      `  drop to 1.5 Mbit/s at ${((dropAt - after.click) / 1000).toFixed(1)} s after Play; lower rendition on screen after: ${lower ? `${((lower.t - dropAt) / 1000).toFixed(1)} s (${lower.height}p)` : `none within ${((now - dropAt) / 1000).toFixed(0)} s`}`,
    );
    console.log(
      `  first segment of a lower rendition requested: ${loadedLower ? `${(loadedLower.start / 1000).toFixed(1)} s after the drop (${loadedLower.name.split('/').slice(-2).join('/')})` : 'none'}`,
    );
    console.log(
      `  stalls after the start: ${stalls.length}, ${stalledSeconds.toFixed(2)} s in total (target 0)${stalls.length ? `: ${stalls.map((s) => `${Math.round(s.seconds * 1000)} ms at ${s.at.toFixed(1)} s of media`).join('; ')}` : ''}`,
    );
    console.log(
      `  played ${mediaAtDrop.toFixed(1)} → ${mediaEnd.toFixed(1)} s of media in ${((now - dropAt) / 1000).toFixed(1)} s after the drop${after.ended ? ' (ended)' : ''}`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
