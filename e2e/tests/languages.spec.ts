import { open } from './support/pages';
import { createSubscriber, signInAs, uniqueEmail } from './support/subscriber';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';
import { createTitle, tokenOf } from './support/titles';

// Watching in your language (issue 16). The e2e server seeds media for title 2 only, 12 s long,
// with English and Hindi audio and subtitles in English, Hindi and Malayalam (a cue every 5 s).
const MODERATOR = { email: 'moderator@premieres.in', password: 'Moderator#2025' };
const TITLE_ID = '2';
const TITLE = 'Antariksh';
const LADDER_DEADLINE_MS = 240_000;
const DEVANAGARI = /[\u0900-\u097F]/;

const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);

async function waitForLadder(request: APIRequestContext, token: string) {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/playback/${TITLE_ID}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return res.ok() ? ((await res.json()) as { format: string }).format : `HTTP ${res.status()}`;
      },
      { timeout: LADDER_DEADLINE_MS, intervals: [2_000] },
    )
    .toBe('hls');
}

/** Opens the title's player (Play, or Resume once the profile has watched it) and waits until the picture moves. */
async function openPlayer(page: Page) {
  await open(page, `/content/${TITLE_ID}`);
  await page.getByRole('button', { name: /^(Play|Resume)$/ }).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  const video = dialog.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
    .toBeGreaterThan(2);
  if (await video.evaluate((v: HTMLVideoElement) => v.paused)) {
    await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  }
  await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(0.3);
  return { dialog, video };
}

async function choose(dialog: Locator, menu: 'audio' | 'subtitles', item: string) {
  await dialog.getByTestId(`${menu}-trigger`).click();
  await dialog.getByTestId(`${menu}-menu`).getByRole('menuitemradio', { name: item }).click();
}

test('subtitles and audio in Hindi, kept for the profile and title; another profile has its own', async ({
  page,
  request,
}) => {
  test.setTimeout(LADDER_DEADLINE_MS + 120_000);
  const email = uniqueEmail('languages');
  const token = await createSubscriber(request, email, 'standard');
  await waitForLadder(request, token);
  await signInAs(page, email);
  const audioPlaylists: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (/\/audio-[a-z]{2}\/index\.m3u8$/.test(path)) audioPlaylists.push(path);
  });

  // Hindi subtitles: Devanagari cue text over the picture within 10 s.
  const { dialog, video } = await openPlayer(page);
  await choose(dialog, 'subtitles', 'हिन्दी');
  const overlay = dialog.getByTestId('subtitle-overlay');
  await expect(overlay).toHaveText(DEVANAGARI, { timeout: 10_000 });
  const [cue, picture] = await Promise.all([overlay.locator('p').boundingBox(), video.boundingBox()]);
  expect(cue && picture && cue.y >= picture.y && cue.y + cue.height <= picture.y + picture.height).toBe(true);
  await expect(dialog.getByTestId('subtitles-trigger')).toHaveAttribute('aria-label', 'Subtitles: हिन्दी');

  // Hindi audio mid-play: the Hindi audio playlist is fetched and playback goes on from there.
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 2;
  });
  await expect.poll(() => currentTime(video)).toBeGreaterThan(2.2);
  const before = await currentTime(video);
  const saved = page.waitForResponse(
    (res) => res.url().includes(`/api/me/languages/${TITLE_ID}`) && res.request().method() === 'PUT',
  );
  await choose(dialog, 'audio', 'हिन्दी');
  await expect
    .poll(() => audioPlaylists.some((p) => p.includes('/audio-hi/')), { timeout: 5_000 })
    .toBe(true);
  await expect.poll(() => currentTime(video), { timeout: 5_000 }).toBeGreaterThan(before + 0.3);
  expect(await currentTime(video)).toBeLessThan(before + 5);
  expect((await saved).ok()).toBe(true);

  // Reload and reopen: both choices are kept for this profile and title.
  await page.keyboard.press('Escape');
  await page.reload();
  audioPlaylists.length = 0;
  const again = await openPlayer(page);
  await expect(again.dialog.getByTestId('audio-trigger')).toHaveAttribute('aria-label', 'Audio: हिन्दी');
  await expect(again.dialog.getByTestId('subtitles-trigger')).toHaveAttribute(
    'aria-label',
    'Subtitles: हिन्दी',
  );
  await expect.poll(() => audioPlaylists.some((p) => p.includes('/audio-hi/'))).toBe(true);
  await page.keyboard.press('Escape');

  // A second profile of the account: its own defaults, set in the profile editor.
  const created = await request.post('/api/viewer-profiles', {
    data: { name: 'Dusra', avatar: 'kite', kids: false },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  await open(page, '/profiles');
  await page.getByTestId('profiles-manage').click();
  await page.getByTestId('profile-tile').filter({ hasText: 'Dusra' }).click();
  await page.getByTestId('profile-form').getByTestId('profile-languages').click();
  const form = page.getByTestId('profile-languages-form');
  await form.getByTestId('languages-audio').selectOption('en');
  await form.getByTestId('languages-subtitles').selectOption('ml');
  await form.getByTestId('languages-subtitleSize').selectOption('large');
  await form.getByTestId('languages-subtitleBackground').selectOption('box');
  await form.getByTestId('profile-languages-save').click();
  await expect(form).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('profile-form')).toBeHidden();
  await page.getByTestId('profiles-manage').click(); // Done: a tile now chooses the profile
  await page.getByTestId('profile-tile').filter({ hasText: 'Dusra' }).click();
  await expect(page.getByTestId('current-viewer')).toHaveAttribute('data-profile-name', 'Dusra');
  const second = await openPlayer(page);
  await expect(second.dialog.getByTestId('audio-trigger')).toHaveAttribute('aria-label', 'Audio: English');
  await expect(second.dialog.getByTestId('subtitles-trigger')).toHaveAttribute(
    'aria-label',
    'Subtitles: മലയാളം',
  );
  // C turns subtitles off and on again.
  await page.keyboard.press('c');
  await expect(second.dialog.getByTestId('subtitles-trigger')).toHaveAttribute(
    'aria-label',
    'Subtitles: Off',
  );
  await page.keyboard.press('c');
  await expect(second.dialog.getByTestId('subtitles-trigger')).toHaveAttribute(
    'aria-label',
    'Subtitles: മലയാളം',
  );
  const shown = second.dialog.getByTestId('subtitle-overlay');
  await expect(shown).toHaveAttribute('data-size', 'large', { timeout: 10_000 });
  await expect(shown).toHaveAttribute('data-background', 'box');
});

test.describe('on a 360-px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the language menus fit and cues stay legible over the picture', async ({ page, request }) => {
    test.setTimeout(LADDER_DEADLINE_MS + 60_000);
    const email = uniqueEmail('languages-phone');
    const token = await createSubscriber(request, email, 'standard');
    await waitForLadder(request, token);
    await signInAs(page, email);
    const { dialog, video } = await openPlayer(page);
    for (const menu of ['audio', 'subtitles']) {
      const box = await dialog.getByTestId(`${menu}-trigger`).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    }
    await choose(dialog, 'subtitles', 'മലയാളം');
    const cue = dialog.getByTestId('subtitle-overlay').locator('p');
    await expect(cue).toBeVisible({ timeout: 10_000 });
    const size = await cue.evaluate((p) => Number.parseFloat(getComputedStyle(p).fontSize));
    expect(size).toBeGreaterThanOrEqual(14);
    const [box, picture] = await Promise.all([cue.boundingBox(), video.boundingBox()]);
    expect(
      box &&
        picture &&
        box.x >= 0 &&
        box.x + box.width <= 360 &&
        box.y + box.height <= picture.y + picture.height,
    ).toBe(true);
  });
});

test("the detail page lists the title's languages and All titles filters by one", async ({
  page,
  request,
}) => {
  test.setTimeout(LADDER_DEADLINE_MS + 60_000);
  const email = uniqueEmail('languages-browse');
  const token = await createSubscriber(request, email, 'basic');
  await waitForLadder(request, token);
  await signInAs(page, email);
  await open(page, `/content/${TITLE_ID}`);
  await expect(page.getByTestId('title-languages')).toHaveText(
    'Audio: English, Hindi · Subtitles: English, Hindi, Malayalam',
  );
  // Every seeded title now has media in every language: a title staff add without media has none.
  const bare = `A languages control ${Date.now()}`;
  await createTitle(request, await tokenOf(request, MODERATOR), bare);
  await open(page, '/movies');
  const grid = page.getByRole('region', { name: 'All titles' });
  await expect(grid.getByRole('link', { name: bare, exact: true })).toBeVisible();
  await grid.getByTestId('language-filter').selectOption('ml');
  await expect(grid.getByRole('link', { name: TITLE, exact: true })).toBeVisible();
  await expect(grid.getByRole('link', { name: bare, exact: true })).toHaveCount(0);
});
