import { createSubscriber, signInAs, uniqueEmail } from './support/subscriber';
import { type APIRequestContext, expect, type Locator, test } from './support/test';

// Series (issue 11): the e2e server seeds media for every episode (12 s each,
// playwright.config.ts). A subscriber sees the episodes by season, plays S1E1, and at its end the
// countdown starts S1E2; at the end of S1E2 Cancel keeps the player where it is.
const SERIES_ID = 'tv3';
const SERIES = 'Chandrayaan Colony';
const LADDER_DEADLINE_MS = 300_000;

async function waitForEpisode(request: APIRequestContext, token: string, episodeId: string) {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/playback/${SERIES_ID}?episode=${episodeId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return res.ok() ? ((await res.json()) as { format: string }).format : `HTTP ${res.status()}`;
      },
      { timeout: LADDER_DEADLINE_MS, intervals: [2_000] },
    )
    .toBe('hls');
}

/** Starts the player's video if autoplay was refused, then jumps to its last second. */
async function playToEnd(dialog: Locator) {
  const video = dialog.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThan(2);
  if (await video.evaluate((v: HTMLVideoElement) => v.paused)) {
    await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  }
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = Math.max(0, v.duration - 1);
  });
}

test('a subscriber plays S1E1 of a series; the countdown starts S1E2; Cancel stops it', async ({
  page,
  request,
}) => {
  test.setTimeout(LADDER_DEADLINE_MS + 120_000);
  const email = uniqueEmail('series');
  const token = await createSubscriber(request, email, 'standard');
  await waitForEpisode(request, token, 'tv3-s1e1');
  await waitForEpisode(request, token, 'tv3-s1e2');

  // The page's clock (it flows as usual) lets the test run the seconds after Cancel at once.
  await page.clock.install();
  await signInAs(page, email);
  await page.goto(`/content/${SERIES_ID}`);
  const episodes = page.getByRole('region', { name: 'Episodes' });
  await expect(episodes.getByRole('button', { name: 'Season 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(episodes.getByText('1. Landing Day')).toBeVisible();
  await expect(episodes.getByText('2. Oxygen Budget')).toBeVisible();

  // Play on the series starts S1E1 (nothing watched yet).
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const first = page.getByRole('dialog', { name: new RegExp(`${SERIES} · S1E1 · Landing Day`) });
  await expect(first).toBeVisible();
  await playToEnd(first);
  const countdown = page.getByTestId('next-episode');
  await expect(countdown).toContainText(/Next episode in \d/, { timeout: 20_000 });
  await expect(countdown).toContainText('S1E2 · Oxygen Budget');

  // At 0 the next episode starts by itself.
  const second = page.getByRole('dialog', { name: /S1E2 · Oxygen Budget/ });
  await expect(second).toBeVisible({ timeout: 15_000 });
  await expect(countdown).toHaveCount(0);

  // At the end of S1E2 the countdown offers S1E3; Cancel stops it and the player stays.
  await playToEnd(second);
  await expect(countdown).toContainText('S1E3', { timeout: 20_000 });
  await countdown.getByRole('button', { name: 'Cancel' }).click();
  await expect(countdown).toHaveCount(0);
  // Past the moment the cancelled countdown would have reached 0 (5 s): nothing starts.
  await page.clock.runFor(6_000);
  await expect(second).toBeVisible();
  await expect(page.getByRole('dialog', { name: /S1E3/ })).toHaveCount(0);
});
