import { open } from './support/pages';
import { expect, type Locator, type Page, test } from './support/test';

// Issue 12: a title's page runs no player code while it starts. Once it has settled it downloads
// mfe-player's files (<link rel="prefetch">: fetched, not run); Play intent mounts the player.

const PLAYER = /\/remotes\/mfe-player\//;
const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);

/** mfe-player's requests on this page: run as scripts, or downloaded only (any other type). */
function watchPlayerRequests(page: Page) {
  const seen = { scripts: [] as string[], downloaded: [] as string[] };
  page.on('request', (request) => {
    if (!PLAYER.test(request.url())) return;
    if (request.resourceType() === 'script') seen.scripts.push(request.url());
    else seen.downloaded.push(request.url());
  });
  return seen;
}

/** The title's trailer button: beside Play, or Play itself ("Play trailer") when it has no film. */
const TRAILER_BUTTON = /^(Watch Trailer|Play trailer)$/;

/**
 * The trailer plays: the clip's time advances (the dialog's Play starts it if autoplay was
 * refused). It is the title's own HLS ladder when the seed made one (hls.js: a blob: source),
 * else the shipped clip.
 */
async function expectTrailerPlays(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Rann Bhoomi' });
  await expect(dialog).toBeVisible();
  const video = dialog.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc))
    .toMatch(/rann-bhoomi\.mp4$|^blob:/);
  await video.evaluate(
    (v: HTMLVideoElement) =>
      v.readyState >= 3 || new Promise((done) => v.addEventListener('canplay', done, { once: true })),
  );
  if (await video.evaluate((v: HTMLVideoElement) => v.paused)) {
    await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  }
  await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(1);
}

test('a title page only prefetches the player; pointing at the trailer button runs it, and the trailer plays', async ({
  page,
}) => {
  const player = watchPlayerRequests(page);
  await open(page, '/content/1');
  const trailer = page.getByRole('button', { name: TRAILER_BUTTON });
  await expect(trailer).toBeVisible();

  // Settled: the entry, PlayerHost's chunks and hls.js are downloaded, none of them as a script.
  await expect.poll(() => player.downloaded.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  await expect.poll(() => player.downloaded.some((url) => /\/hls\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  expect(player.scripts).toEqual([]);
  expect(
    await page.evaluate(() => document.querySelectorAll('script[src*="/remotes/mfe-player/"]').length),
  ).toBe(0);

  // Intent: the pointer on the button mounts the player (its scripts run), before any click.
  await trailer.hover();
  await expect.poll(() => player.scripts.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await trailer.click();
  await expectTrailerPlays(page);
});

test.describe('with no service worker', () => {
  // page.route() does not see what a service worker fetches (Playwright): with the worker (issue
  // 27) the aborted prefetches would go through it.
  test.use({ serviceWorkers: 'block' });

  test('Play still opens and plays when nothing was prefetched', async ({ page }) => {
    // Every download ahead of the player fails (a slow or flaky network): only a click loads it.
    await page.route(PLAYER, (route) =>
      ['script', 'fetch'].includes(route.request().resourceType()) ? route.continue() : route.abort(),
    );
    const player = watchPlayerRequests(page);
    await open(page, '/content/1');
    await page.getByRole('button', { name: TRAILER_BUTTON }).click();
    await expectTrailerPlays(page);
    expect(player.scripts.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  });
});
