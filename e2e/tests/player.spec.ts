import { expect, type Locator, test } from '@playwright/test';
import { open } from './support/pages';

// The player remote (mfe-player), opened from browse through the shared player store.

const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);
const isPaused = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.paused);

test('plays a seeded local trailer: it advances, seeks, mutes and closes with Escape', async ({ page }) => {
  await open(page, '/content/1');
  await page.getByRole('button', { name: 'Watch Trailer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rann Bhoomi' });
  await expect(dialog).toBeVisible();
  const video = dialog.locator('video');
  await expect(video).toHaveAttribute('src', /\/media\/movie-trailers\/rann-bhoomi\.mp4$/);

  // Autoplay starts once the clip can play; if the browser refused it, the Play control starts it.
  await video.evaluate(
    (v: HTMLVideoElement) =>
      v.readyState >= 3 || new Promise((done) => v.addEventListener('canplay', done, { once: true })),
  );
  await page.waitForTimeout(300);
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

test('a video-site trailer is embedded in an iframe in embed form', async ({ page }) => {
  await page.route(/youtube\.com/, (route) => route.abort()); // no internet here anyway
  await open(page, '/content/3');
  await page.getByRole('button', { name: 'Watch Trailer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Golmaal Junction' });
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube.com/embed/Gm7Jn2cQx1A?autoplay=1&mute=0&rel=0&modestbranding=1',
  );
  await page.keyboard.press('m');
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /mute=1/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a title with no video says it is not yet available', async ({ page }) => {
  await open(page, '/content/16');
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
