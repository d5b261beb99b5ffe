import { open, signInWithForm } from './support/pages';
import { type APIRequestContext, expect, test } from './support/test';

// Resume and Continue Watching (issue 11): a subscriber plays a seeded title's film, leaves it
// near the middle (the e2e seed's films are 12 s), reopens it and it resumes there; the title then
// leads Continue Watching on /dashboard and /movies with its progress bar.

const PASSWORD = 'Premiere!Night42';
const TITLE = 'Antariksh';
const TITLE_ID = '2';
/** A fresh clone transcodes the seed media first (playwright.config.ts). */
const LADDER_DEADLINE_MS = 240_000;
const LEAVE_AT = 5;

function uniqueEmail(): string {
  return `e2e-resume-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A member with an active Standard plan, through the simulated provider's hosted page. */
async function createSubscriber(request: APIRequestContext, email: string): Promise<string> {
  const signup = await request.post('/api/auth/signup', {
    data: { fullName: 'E2E Resume', email, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const { accessToken } = (await signup.json()) as { accessToken: string };
  const checkout = await request.post('/api/billing/checkout', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { planId: 'standard' },
  });
  expect(checkout.status()).toBe(201);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await request.post(url, { form: { outcome: 'pay' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return accessToken;
}

/** Waits until the title's film is ready (its seeded ladder complete), through the status route. */
async function waitForFilm(request: APIRequestContext, token: string) {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/playback/${TITLE_ID}/status`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await res.json()) as { state: string }).state;
      },
      { timeout: LADDER_DEADLINE_MS, intervals: [2_000] },
    )
    .toBe('ready');
}

const isProgress = (method: string) => (response: { url(): string; request(): { method(): string } }) =>
  response.url().includes(`/api/me/progress/${TITLE_ID}`) && response.request().method() === method;

test('a subscriber resumes where they left a title, which then leads Continue Watching', async ({
  page,
  request,
}) => {
  test.setTimeout(LADDER_DEADLINE_MS + 60_000);
  const email = uniqueEmail();
  await waitForFilm(request, await createSubscriber(request, email));
  // Every seek the page makes (media events do not bubble: listen in the capture phase).
  await page.addInitScript(() => {
    const seeks: number[] = [];
    Object.assign(window, { seeks });
    document.addEventListener(
      'seeked',
      (event) => seeks.push((event.target as HTMLVideoElement).currentTime),
      true,
    );
  });
  await signInWithForm(page, email, PASSWORD);

  // First play: nothing saved yet, so it starts at the beginning; leave it near the middle.
  await open(page, `/content/${TITLE_ID}`);
  const firstRead = page.waitForResponse(isProgress('GET'));
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const player = page.getByRole('dialog', { name: TITLE });
  const video = player.locator('video');
  expect(((await (await firstRead).json()) as { resumeAtSeconds: number }).resumeAtSeconds).toBe(0);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  const saved = page.waitForResponse(isProgress('PUT'));
  await video.evaluate((v: HTMLVideoElement, at) => {
    v.pause();
    v.currentTime = at;
  }, LEAVE_AT);
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();
  const body = (await (await saved).json()) as { positionSeconds: number; durationSeconds: number };
  expect(body.positionSeconds).toBeCloseTo(LEAVE_AT, 0);
  expect(body.durationSeconds).toBeGreaterThan(LEAVE_AT);
  // Reopen: it resumes at the saved position (the player seeks there itself).
  await page.evaluate(() => {
    (window as unknown as { seeks: number[] }).seeks.length = 0;
  });
  const secondRead = page.waitForResponse(isProgress('GET'));
  // Started: the detail page now offers Resume (issue 24) where it said Play.
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  const resumeAt = ((await (await secondRead).json()) as { resumeAtSeconds: number }).resumeAtSeconds;
  expect(resumeAt).toBeCloseTo(LEAVE_AT, 0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seeks: number[] }).seeks[0] ?? -1))
    .toBeCloseTo(LEAVE_AT, 0);
  // Pausing saves where it got to (it may have played on a little), before it could finish.
  const lastSave = page.waitForResponse(isProgress('PUT'));
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();
  const { fraction } = (await (await lastSave).json()) as { fraction: number };
  expect(fraction).toBeGreaterThanOrEqual(LEAVE_AT / body.durationSeconds - 0.01);

  // The title leads Continue Watching, with its progress bar, on /dashboard and /movies.
  const percent = String(Math.round(fraction * 100));
  for (const path of ['/dashboard', '/movies']) {
    await open(page, path);
    const row = page.getByRole('main').getByRole('region').first();
    await expect(row).toHaveAccessibleName('Continue Watching');
    await expect(row.getByTestId('content-card').first()).toContainText(TITLE);
    const bar = row.getByRole('progressbar', { name: `Progress in ${TITLE}` });
    await expect(bar).toHaveAttribute('aria-valuenow', percent);
  }

  // Removing it empties the row, which then hides.
  await page.getByRole('button', { name: `Remove ${TITLE} from Continue Watching` }).click();
  await expect(page.getByRole('region', { name: 'Continue Watching' })).toHaveCount(0);

  // Played again from a card of this page and closed: the row comes back at once, no reload.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const play = page.getByRole('button', { name: `Play ${TITLE}` }).first();
  const reread = page.waitForResponse(isProgress('GET'));
  await play.hover();
  await play.click();
  await expect(player).toBeVisible();
  await reread;
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  // The save on close is a keepalive request: its answer says which position was saved.
  const closeSave = page.waitForResponse(
    async (response) =>
      isProgress('PUT')(response) &&
      Math.abs(((await response.json()) as { positionSeconds: number }).positionSeconds - (LEAVE_AT + 1)) <
        0.5,
  );
  await video.evaluate((v: HTMLVideoElement, at) => {
    v.pause();
    v.currentTime = at;
  }, LEAVE_AT + 1);
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();
  const again = (await (await closeSave).json()) as { fraction: number };
  const row = page.getByRole('region', { name: 'Continue Watching' });
  await expect(row.getByTestId('content-card').first()).toContainText(TITLE);
  await expect(row.getByRole('progressbar', { name: `Progress in ${TITLE}` })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round(again.fraction * 100)),
  );
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});
