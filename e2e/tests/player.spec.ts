import { open, uniqueTag } from './support/pages';
import { type APIRequestContext, expect, type Locator, test } from './support/test';
import { movieWrite, tokenOf } from './support/titles';

// The player remote (mfe-player), opened from browse through the shared player store.

const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);
const isPaused = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.paused);
const ADMIN = { email: 'admin@premieres.in', password: 'Admin#Premieres2025' };
/** The title's trailer button: beside Play, or Play itself ("Play trailer") when it has no film. */
const TRAILER_BUTTON = /^(Watch Trailer|Play trailer)$/;

/** Staff add a title without media (no film, no trailer of its own); `trailerUrl` a video site's. */
async function titleWithoutMedia(request: APIRequestContext, trailerUrl: string | null): Promise<string> {
  const token = await tokenOf(request, ADMIN);
  const title = `No Media ${uniqueTag()}`;
  const movie = movieWrite({
    title,
    genre: 'Drama',
    rating: 6,
    trailer_url: trailerUrl ?? '',
    duration_minutes: 95,
    release_year: 2024,
    certification: 'U',
  });
  const res = await request.post('/api/admin/movies', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { movie: JSON.stringify(movie) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('plays a seeded local trailer: it advances, seeks, mutes and closes with Escape', async ({ page }) => {
  await open(page, '/content/1');
  await page.getByRole('button', { name: TRAILER_BUTTON }).click();
  const dialog = page.getByRole('dialog', { name: 'Rann Bhoomi' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Trailer', { exact: true })).toBeVisible();
  const video = dialog.locator('video');
  // Its own HLS ladder when the seed made one (hls.js plays it from a blob: source), else the clip.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc))
    .toMatch(/\/media\/movie-trailers\/rann-bhoomi\.mp4$|^blob:/);

  // Autoplay starts the clip as it reaches enough data (HAVE_ENOUGH_DATA, in that same task); a
  // clip still paused then was refused autoplay, and the Play control starts it.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused || v.readyState === v.HAVE_ENOUGH_DATA))
    .toBe(true);
  if (await isPaused(video)) await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(1);
  await expect(dialog.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  // K pauses; the time stops.
  await page.keyboard.press('k');
  await expect.poll(() => isPaused(video)).toBe(true);

  // Seek bar, then ←/→ in 10 s steps (the clip is 10 s long).
  // Playwright cannot fill a range input: set it like a drag does (value + input event).
  await dialog.getByRole('slider', { name: 'Seek' }).evaluate((input: HTMLInputElement) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '6');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await expect.poll(() => currentTime(video)).toBeCloseTo(6, 0);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentTime(video)).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentTime(video)).toBeGreaterThan(9);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentTime(video)).toBeLessThan(1);

  // M mutes and unmutes.
  await page.keyboard.press('m');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Unmute' }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);

  // A click on the picture toggles play too.
  await video.click({ position: { x: 5, y: 5 } });
  await expect.poll(() => isPaused(video)).toBe(false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a video-site trailer (no trailer of its own) is embedded in embed form; offline, it says so within 5 s', async ({
  page,
  request,
}) => {
  await page.route(/youtube\.com/, (route) => route.abort()); // no internet here anyway
  const id = await titleWithoutMedia(request, 'https://www.youtube.com/watch?v=Gm7Jn2cQx1A');
  await open(page, `/content/${id}`);
  // No film: Play is the trailer, and says so.
  await page.getByRole('button', { name: 'Play trailer' }).click();
  const dialog = page.getByRole('dialog');
  const origin = new URL(page.url()).origin;
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube.com/embed/Gm7Jn2cQx1A?autoplay=1&mute=0&rel=0&modestbranding=1&enablejsapi=1&origin=${encodeURIComponent(origin)}`,
  );
  const shown = Date.now();
  await page.keyboard.press('m');
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /mute=1/);
  // The site never answers: no black box, a clear message (the title has no trailer of its own).
  await expect(dialog.getByTestId('embed-unavailable')).toHaveText(/This trailer cannot load here\./, {
    timeout: 7_000,
  });
  expect(Date.now() - shown).toBeLessThan(6_500);
  await expect(dialog.locator('iframe')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a title with no video says it is not yet available', async ({ page, request }) => {
  const id = await titleWithoutMedia(request, null);
  await open(page, `/content/${id}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('This content is not yet available for streaming.')).toBeVisible();
  await expect(
    dialog.getByText('Please check back later or contact support if you believe this is an error.'),
  ).toBeVisible();
  await expect(dialog.locator('video, iframe')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
