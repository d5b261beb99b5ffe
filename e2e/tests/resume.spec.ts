import { createSubscriber, signInAs, uniqueEmail } from './support/subscriber';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';

// Resume on the detail page (issue 24): after real playback the title's page offers Resume with
// its progress and the time left, and Start over (from 0); a series names the episode
// ('Resume S1:E1') and Continue Watching names it too. The e2e seed's films and episodes are
// 12 s long (playwright.config.ts), so "20 s of playback" is played here as half the film.

const FILM_ID = '2';
const FILM = 'Antariksh';
const SERIES_ID = 'tv3';
const SERIES = 'Chandrayaan Colony';
/** A fresh clone makes the seed ladders first. */
const LADDER_DEADLINE_MS = 300_000;

async function waitForHls(request: APIRequestContext, token: string, path: string) {
  await expect
    .poll(
      async () => {
        const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
        return res.ok() ? ((await res.json()) as { format: string }).format : `HTTP ${res.status()}`;
      },
      { timeout: LADDER_DEADLINE_MS, intervals: [2_000] },
    )
    .toBe('hls');
}

const isProgress =
  (id: string, method: string) => (response: { url(): string; request(): { method(): string } }) =>
    response.url().includes(`/api/me/progress/${id}`) && response.request().method() === method;

/** Plays the player's video (starting it if autoplay was refused) until `seconds`, then pauses. */
async function playUntil(dialog: Locator, seconds: number): Promise<void> {
  const video = dialog.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThan(2);
  if (await video.evaluate((v: HTMLVideoElement) => v.paused)) {
    await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  }
  // Real playback, no seeking: wait for the picture to get there.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(seconds);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
}

/** Every seek a page's video makes (media events do not bubble: captured). */
async function recordSeeks(page: Page) {
  await page.addInitScript(() => {
    const seeks: number[] = [];
    Object.assign(window, { seeks });
    document.addEventListener('seeked', (e) => seeks.push((e.target as HTMLVideoElement).currentTime), true);
  });
}
const seeksOf = (page: Page) => page.evaluate(() => (window as unknown as { seeks: number[] }).seeks.slice());

test('after playback the detail page offers Resume with progress and time left, and Start over plays from 0', async ({
  page,
  request,
}) => {
  test.setTimeout(LADDER_DEADLINE_MS + 120_000);
  const email = uniqueEmail('resume-detail');
  const token = await createSubscriber(request, email, 'standard');
  await waitForHls(request, token, `/api/playback/${FILM_ID}`);
  await recordSeeks(page);
  await signInAs(page, email);

  await page.goto(`/content/${FILM_ID}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const player = page.getByRole('dialog', { name: FILM });
  const saved = page.waitForResponse(isProgress(FILM_ID, 'PUT'));
  await playUntil(player, 6);
  const body = (await (await saved).json()) as { fraction: number; positionSeconds: number };
  expect(body.positionSeconds).toBeGreaterThanOrEqual(6);
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();

  // Without a reload: Resume, its progress bar and the time left; Play is gone.
  const resume = page.getByTestId('resume');
  await expect(resume.getByRole('button', { name: 'Resume', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveCount(0);
  const bar = resume.getByRole('progressbar', { name: `Watched of ${FILM}` });
  await expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(body.fraction * 100)));
  await expect(resume.getByTestId('resume-left')).toHaveText('1 min left');
  // And after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Resume', exact: true })).toBeVisible();

  // Resume seeks to the saved position itself.
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect.poll(async () => (await seeksOf(page))[0] ?? -1).toBeCloseTo(body.positionSeconds, 0);
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();

  // Start over plays from the beginning: no seek to the old position.
  await page.evaluate(() => {
    (window as unknown as { seeks: number[] }).seeks.length = 0;
  });
  await page.getByRole('button', { name: 'Start over' }).click();
  const video = player.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(body.positionSeconds - 1);
  expect((await seeksOf(page)).filter((at) => at >= 2)).toEqual([]);
});

test('a series says Resume S1:E1, and Continue Watching names the episode', async ({ page, request }) => {
  test.setTimeout(LADDER_DEADLINE_MS + 120_000);
  const email = uniqueEmail('resume-series');
  const token = await createSubscriber(request, email, 'standard');
  await waitForHls(request, token, `/api/playback/${SERIES_ID}?episode=tv3-s1e1`);
  await signInAs(page, email);

  await page.goto(`/content/${SERIES_ID}`);
  // Play on a series plays its current episode once the episodes are known.
  await expect(page.getByRole('region', { name: 'Episodes' }).getByText('1. Landing Day')).toBeVisible();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const player = page.getByRole('dialog', { name: new RegExp(`${SERIES} · S1E1 · Landing Day`) });
  const saved = page.waitForResponse(isProgress(SERIES_ID, 'PUT'));
  await playUntil(player, 4);
  await saved;
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();

  await expect(page.getByRole('button', { name: 'Resume S1:E1' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume S1:E1' }).click();
  await expect(player).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();

  await page.goto('/dashboard');
  const row = page.getByRole('region', { name: 'Continue Watching' });
  await expect(row.getByTestId('content-card').first()).toContainText(SERIES);
  await expect(row.getByTestId('continue-episode').first()).toHaveText('S1:E1 · Landing Day');
});
