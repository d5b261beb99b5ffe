import { createSubscriber, signInAs, uniqueEmail } from './support/subscriber';
import { type APIRequestContext, expect, type Locator, test } from './support/test';

// Real playback (issue 11): a subscriber's Play streams the title's HLS ladder through signed
// URLs, capped by the plan. The e2e server seeds media for every title (playwright.config.ts);
// title 2 (Antariksh) has a 1080p ladder, so the plan's cap shows.
const TITLE_ID = '2';
const TITLE = 'Antariksh';
// A fresh clone generates and transcodes the seed clip first; later runs import it from the cache.
const LADDER_DEADLINE_MS = 240_000;

const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);
const isPaused = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.paused);

/** Polls the grant until the title's ladder is complete (format 'hls'). */
async function waitForLadder(request: APIRequestContext, token: string) {
  await expect
    .poll(
      async () => {
        const headers = { authorization: `Bearer ${token}` };
        const res = await request.get(`/api/playback/${TITLE_ID}`, { headers });
        if (!res.ok()) return `HTTP ${res.status()}`;
        const grant = (await res.json()) as { format: string; streamId: string };
        // The probe gives its screen back: a Basic plan has one, and the browser needs it.
        await request.delete(`/api/playback/streams/${grant.streamId}`, { headers });
        return grant.format;
      },
      { timeout: LADDER_DEADLINE_MS, intervals: [2_000] },
    )
    .toBe('hls');
}

test('a Basic subscriber plays HLS: time advances, segments load, Space pauses without closing, nothing above 480p', async ({
  page,
  request,
}) => {
  test.setTimeout(LADDER_DEADLINE_MS + 60_000);
  const email = uniqueEmail('hls');
  const token = await createSubscriber(request, email, 'basic');
  await waitForLadder(request, token);

  const segments: string[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.endsWith('.ts') && res.ok()) segments.push(res.url());
  });

  await signInAs(page, email);
  await page.goto(`/content/${TITLE_ID}`);
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await play.click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-format]')).toHaveAttribute('data-format', 'hls');
  const video = dialog.locator('video');

  // Autoplay may be refused without a gesture; then the Play control starts it.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
    .toBeGreaterThan(2);
  if (await isPaused(video)) await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(1);
  expect(segments.length).toBeGreaterThan(0);
  for (const url of segments)
    expect(url).toMatch(/\/media\/hls\/2\/content\/.+\.ts\?u=[a-f0-9]{24}&p=[^&]+&e=\d+&s=/);

  // Focus is in the player; Space pauses and the dialog stays open.
  await expect(dialog.getByTestId('player-frame')).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(() => isPaused(video)).toBe(true);
  await expect(dialog).toBeVisible();
  // Even with the Close button focused, Space plays/pauses and never closes.
  await dialog.getByRole('button', { name: 'Close player' }).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => isPaused(video)).toBe(false);
  await expect(dialog).toBeVisible();

  // The quality menu: Auto, then only what Basic allows (480p at most).
  await dialog.getByTestId('quality-trigger').click();
  const items = dialog.getByRole('menuitemradio');
  await expect(items.first()).toHaveText(/Auto/);
  const labels = await items.allTextContents();
  const heights = labels.slice(1).map((label) => Number(/(\d+)p/.exec(label)?.[1]));
  expect(heights.length).toBeGreaterThan(0);
  expect(Math.max(...heights)).toBeLessThanOrEqual(480);
  await page.keyboard.press('Escape'); // closes the menu only
  await expect(dialog).toBeVisible();

  // Escape closes the player; focus returns to Play, or to Resume when a saved position has turned
  // Play into Resume meanwhile.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^(Play|Resume)$/ })).toBeFocused();
});

test.describe('on a 360-px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('every control fits, full screen included; a tap hides and shows them', async ({ page, request }) => {
    test.setTimeout(LADDER_DEADLINE_MS + 60_000);
    const email = uniqueEmail('hls-phone');
    const token = await createSubscriber(request, email, 'standard');
    await waitForLadder(request, token);
    await signInAs(page, email);
    await page.goto(`/content/${TITLE_ID}`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    const controls = dialog.getByTestId('player-controls');
    await expect(controls).toBeVisible();
    await expect(dialog.getByTestId('quality-trigger')).toBeVisible();
    // A phone opens the player full screen (or, where refused, the picture fills the full-size dialog).
    const video = dialog.locator('video');
    await expect
      .poll(async () => {
        const fullscreen = await page.evaluate(() => document.fullscreenElement !== null);
        const box = await video.boundingBox();
        return fullscreen || (box !== null && box.height >= 0.9 * 740);
      })
      .toBe(true);
    const videoBox = await video.boundingBox();
    expect(videoBox && videoBox.height >= 0.9 * (page.viewportSize()?.height ?? 740)).toBe(true);
    // No keyboard hints on a touch screen.
    await expect(page.getByText(/Space or K/)).toBeHidden();
    for (const name of ['Back 10 seconds', 'Forward 10 seconds', /^(Exit )?full screen$/i]) {
      const box = await dialog.getByRole('button', { name, exact: typeof name === 'string' }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    }
    // A tap in the middle of the picture (never a double-tap there) toggles the controls.
    await video.tap();
    await expect(controls).toBeHidden();
    await video.tap();
    await expect(controls).toBeVisible();
  });
});
