// The browser side of the playback benches: headless Chromium against the gateway, a signed-in
// subscriber on a title's detail page, and an init script that records (in page time) the click
// on Play, the player's <video> first frame (requestVideoFrameCallback), 'playing', every
// 'waiting' after the start and the height of the rendition the player says it shows.
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../../config/chromium';
import { type Subscriber, signInRequest } from './subscriber';

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'],
  });

/** Throughput in bytes/s from Mbit/s, as CDP's Network.emulateNetworkConditions takes it. */
export const mbitToBytes = (mbit: number): number => (mbit * 1_000_000) / 8;

export interface NetworkProfile {
  name: string;
  /** Round trip added to every request, ms (0: none). */
  latencyMs: number;
  /** Mbit/s down (0: unthrottled). */
  downMbit: number;
  upMbit: number;
}

export const UNTHROTTLED: NetworkProfile = { name: 'unthrottled', latencyMs: 0, downMbit: 0, upMbit: 0 };
/** The Fast 4G: 9 Mbit/s down, 60 ms round trip. */
export const FAST_4G: NetworkProfile = {
  name: 'Fast 4G (9 Mbit/s, 60 ms RTT)',
  latencyMs: 60,
  downMbit: 9,
  upMbit: 1.5,
};

/** Applies `profile` to the page; pass the session answered before to change it mid-play. */
export async function emulateNetwork(
  page: Page,
  profile: NetworkProfile,
  session?: CDPSession,
): Promise<CDPSession> {
  const cdp = session ?? (await page.context().newCDPSession(page));
  if (!session) await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downMbit ? mbitToBytes(profile.downMbit) : -1,
    uploadThroughput: profile.upMbit ? mbitToBytes(profile.upMbit) : -1,
  });
  return cdp;
}

// A string, so this file needs no DOM types. The Play button of the detail page is the first
// button whose text is "Play"; the player's video is the first <video> added after the click.
const PLAYBACK_PROBE = `
  window.__bench = { click: 0, frame: 0, playing: 0, waiting: [], heights: [], ended: false };
  document.addEventListener('click', (e) => {
    const b = e.target && e.target.closest && e.target.closest('button');
    if (b && b.textContent.trim() === 'Play' && !window.__bench.click) window.__bench.click = e.timeStamp;
  }, true);
  const watch = (video) => {
    if (video.__benchWatched) return;
    video.__benchWatched = true;
    const b = window.__bench;
    video.requestVideoFrameCallback((now) => { if (!b.frame) b.frame = now; });
    video.addEventListener('playing', () => {
      if (!b.playing) b.playing = performance.now();
      const open = b.waiting[b.waiting.length - 1];
      if (open && open.end === null) open.end = performance.now();
    });
    video.addEventListener('waiting', () => {
      if (b.playing) b.waiting.push({ start: performance.now(), at: video.currentTime, end: null });
    });
    video.addEventListener('ended', () => { b.ended = true; });
  };
  new MutationObserver(() => {
    for (const v of document.querySelectorAll('video')) watch(v);
    const frame = document.querySelector('[data-playing-height]');
    const h = frame ? Number(frame.getAttribute('data-playing-height')) : 0;
    const last = window.__bench.heights[window.__bench.heights.length - 1];
    if (h && (!last || last.height !== h)) window.__bench.heights.push({ t: performance.now(), height: h });
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-playing-height'] });
`;

export interface BenchState {
  click: number;
  frame: number;
  playing: number;
  waiting: { start: number; at: number; end: number | null }[];
  heights: { t: number; height: number }[];
  ended: boolean;
}

/** A fresh context (cold cache), signed in as the subscriber, with the probe installed. */
export async function subscriberContext(browser: Browser, base: string, subscriber: Subscriber) {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const response = await page.request.post(`${base}/api/auth/signin`, signInRequest(subscriber));
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  // The API client restores a session on start only in a browser that had one (session hint).
  await page.addInitScript(() => localStorage.setItem('premieres-session', '1'));
  // Every run is the same device, so a run takes back the screen of the one before (the plan's
  // screen count would otherwise refuse a run once earlier contexts closed without stopping).
  await page.addInitScript(() => localStorage.setItem('premieres.device', 'bench-device-0001'));
  await page.addInitScript(PLAYBACK_PROBE);
  return { context, page };
}

/** Opens the title's detail page and waits until it is live and quiet, Play visible. */
export async function openDetail(page: Page, base: string, movieId: string): Promise<void> {
  await page.goto(`${base}/content/${movieId}`, { waitUntil: 'load', timeout: 120_000 });
  await page.getByRole('button', { name: 'Play', exact: true }).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

export const benchState = (page: Page): Promise<BenchState> =>
  page.evaluate('window.__bench') as Promise<BenchState>;

/** Resource timings (start/end relative to `origin`, page ms) of the requests after the click. */
export async function requestsAfter(page: Page, origin: number) {
  const entries = (await page.evaluate(
    `performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd, bytes: e.transferSize }))`,
  )) as { name: string; start: number; end: number; bytes: number }[];
  return entries
    .filter((e) => e.start >= origin - 1)
    .map((e) => ({ ...e, name: new URL(e.name).pathname, start: e.start - origin, end: e.end - origin }));
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}
