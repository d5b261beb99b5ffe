import { createSubscriber, signInAs, uniqueEmail } from './support/subscriber';
import { type APIRequestContext, type Browser, expect, type Page, test } from './support/test';

// Downloads for offline viewing (issue 27). The e2e seed's film Antariksh is 12 s long with
// English and Hindi audio and subtitles in English, Hindi and Malayalam (a cue every 5 s).

const FILM_ID = '2';
const FILM = 'Antariksh';
/** A fresh clone makes the seed ladders first; the first licence packages the download. */
const LADDER_DEADLINE_MS = 300_000;

async function waitForHls(request: APIRequestContext, token: string) {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/playback/${FILM_ID}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return res.ok() ? ((await res.json()) as { format: string }).format : `HTTP ${res.status()}`;
      },
      { timeout: LADDER_DEADLINE_MS, intervals: [2_000] },
    )
    .toBe('hls');
}

/** Opens the film's page, chooses Standard and waits for the download to complete. */
async function downloadFilm(page: Page) {
  await page.goto(`/content/${FILM_ID}`);
  await page.getByTestId('download-button').click();
  const choice = page.getByTestId('download-choice');
  // The size shows before anything starts.
  await expect(choice.locator('[data-quality="standard"]')).toContainText(/\d+(\.\d)? (KB|MB)/);
  await choice.locator('[data-quality="standard"]').click();
}

async function newMember(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  return { context, page };
}

test('a Standard subscriber downloads a film, and plays it offline from /downloads with subtitles', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(LADDER_DEADLINE_MS + 180_000);
  const email = uniqueEmail('downloads');
  const token = await createSubscriber(request, email, 'standard');
  await waitForHls(request, token);
  await signInAs(page, email);
  await downloadFilm(page);
  await expect(page.getByTestId('download-complete')).toBeVisible({ timeout: 180_000 });
  // The speed the browser saw: the package's bytes over the span of its file requests.
  const fetched = await page.evaluate(() => {
    const files = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/media/downloads/')) as PerformanceResourceTiming[];
    const bytes = files.reduce((sum, e) => sum + e.encodedBodySize, 0);
    const span = Math.max(...files.map((e) => e.responseEnd)) - Math.min(...files.map((e) => e.startTime));
    return { files: files.length, bytes, span };
  });
  console.log(
    `download: ${fetched.files} files, ${(fetched.bytes / 1e6).toFixed(2)} MB in ${Math.round(fetched.span)} ms = ${(fetched.bytes / 1e6 / (fetched.span / 1000)).toFixed(2)} MB/s`,
  );

  // The key is stored non-extractable, the files under the contract's names.
  const stored = await page.evaluate(async () => {
    const cache = await caches.open('premieres-downloads');
    const keys = (await cache.keys()).map((r) => new URL(r.url).pathname);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('premieres-downloads');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const licences = await new Promise<{ key: CryptoKey }[]>((resolve, reject) => {
      const all = db.transaction('licences').objectStore('licences').getAll();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
    });
    db.close();
    return {
      files: keys.length,
      allOffline: keys.every((k) => k.startsWith('/offline/')),
      keys: licences.map(({ key }) => ({
        cryptoKey: key instanceof CryptoKey,
        extractable: key.extractable,
      })),
    };
  });
  expect(stored.files).toBeGreaterThan(2);
  expect(stored.allOffline).toBe(true);
  expect(stored.keys).toEqual([{ cryptoKey: true, extractable: false }]);

  // Not twice: the page shows it held; a reload (and asking again) fetches none of its files.
  const refetched: string[] = [];
  const countFiles = (r: { url(): string }) => {
    if (r.url().includes('/media/downloads/')) refetched.push(r.url());
  };
  page.on('request', countFiles);
  await page.reload();
  await expect(page.getByTestId('download-complete')).toBeVisible();
  page.off('request', countFiles);
  expect(refetched).toEqual([]);

  // The service worker has the shell and remotes: airplane mode, then open the app on /downloads.
  await page.goto('/downloads');
  await expect(page.getByTestId('download-entry')).toContainText(FILM);
  await context.setOffline(true);
  const opened = Date.now();
  await page.reload();
  await expect(page.getByTestId('downloads-offline')).toBeVisible();
  // The poster kept with the download draws with no network.
  const poster = page.getByTestId('download-entry').locator('img').first();
  await expect
    .poll(() =>
      poster.evaluate((img: HTMLImageElement) => img.src.startsWith('data:image/') && img.naturalWidth > 0),
    )
    .toBe(true);
  const entry = page.getByTestId('download-item').first();
  await expect(entry).toHaveAttribute('data-state', 'complete');
  await entry.getByRole('button', { name: `Play ${FILM}` }).click();
  const dialog = page.getByRole('dialog', { name: FILM });
  const video = dialog.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThan(1);
  const firstFrameMs = Date.now() - opened;
  test.info().annotations.push({
    type: 'offline-first-frame',
    description: `${firstFrameMs} ms from opening /downloads offline to the first frame (${browser.version()})`,
  });
  console.log(
    `offline open to first frame: ${firstFrameMs} ms; browser ${browser.browserType().name()} ${browser.version()}`,
  );

  if (await video.evaluate((v: HTMLVideoElement) => v.paused)) {
    await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  }
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1);
  // Subtitles switch offline: Hindi cues over the picture.
  await dialog.getByTestId('subtitles-trigger').click();
  await dialog.getByTestId('subtitles-menu').getByRole('menuitemradio', { name: 'हिन्दी' }).click();
  await expect(dialog.getByTestId('subtitles-trigger')).toHaveAttribute('aria-label', 'Subtitles: हिन्दी');
  await expect(dialog.getByTestId('subtitle-overlay')).toHaveText(/[\u0900-\u097F]/, { timeout: 15_000 });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(3);
  await page.keyboard.press('Escape');

  // Back online: the position kept offline reaches the watch-progress API (answered 200 after
  // the session's refresh: the access token lapsed offline), so the title offers Resume.
  const saved = page.waitForResponse(
    (r) => r.url().includes(`/api/me/progress/${FILM_ID}`) && r.request().method() === 'PUT' && r.ok(),
  );
  await context.setOffline(false);
  await saved;
  await page.goto(`/content/${FILM_ID}`);
  const resume = page.getByTestId('resume');
  await expect(resume.getByRole('button', { name: 'Resume', exact: true })).toBeVisible();
  const watched = resume.getByRole('progressbar', { name: `Watched of ${FILM}` });
  // Past the 3 s played offline, of 12.
  expect(Number(await watched.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(25);
});

test('a Basic subscriber gets the plans upsell instead of a download', async ({ page, request }) => {
  const email = uniqueEmail('downloads-basic');
  await createSubscriber(request, email, 'basic');
  await signInAs(page, email);
  await page.goto(`/content/${FILM_ID}`);
  await page.getByTestId('download-button').click();
  const upsell = page.getByTestId('download-upsell');
  await expect(upsell).toContainText('Downloads come with Standard and Premium');
  await expect(upsell.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard#plans');
});

test("Standard's third browser is refused, naming the devices, and downloads once one is removed", async ({
  browser,
  request,
}) => {
  test.setTimeout(LADDER_DEADLINE_MS + 240_000);
  const email = uniqueEmail('downloads-devices');
  const token = await createSubscriber(request, email, 'standard');
  await waitForHls(request, token);
  const members: Awaited<ReturnType<typeof newMember>>[] = [];
  for (let n = 0; n < 2; n += 1) {
    const member = await newMember(browser, email);
    await downloadFilm(member.page);
    await expect(member.page.getByTestId('download-complete')).toBeVisible({ timeout: 180_000 });
    members.push(member);
  }
  const third = await newMember(browser, email);
  await downloadFilm(third.page);
  const refusal = third.page.getByTestId('download-device-limit');
  await expect(refusal).toContainText('Your plan allows downloads on 2 devices');
  await expect(refusal).toContainText('Remove one in Account settings');
  // The devices by name (Playwright's desktop Chrome says Windows).
  await expect(refusal).toContainText('Chrome on Windows');

  // Account settings list the devices; removing one (confirmed) frees a place and revokes its licences.
  await refusal.getByRole('link', { name: 'Manage devices in Account settings' }).click();
  await expect(third.page).toHaveURL(/\/settings/);
  const devices = third.page.getByRole('region', { name: 'Download devices' });
  await expect(devices.getByRole('button', { name: /^Remove Chrome on/ })).toHaveCount(2);
  await devices
    .getByRole('button', { name: /^Remove Chrome on/ })
    .first()
    .click();
  const confirm = third.page.getByRole('alertdialog', { name: 'Remove this device?' });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(devices.getByRole('button', { name: /^Remove Chrome on/ })).toHaveCount(1);

  await downloadFilm(third.page);
  await expect(third.page.getByTestId('download-complete')).toBeVisible({ timeout: 180_000 });
  // The removed browser's licence is revoked: online, its Downloads page deletes its copy.
  for (const member of members) await member.page.goto('/downloads');
  await expect
    .poll(async () => Promise.all(members.map((m) => m.page.getByTestId('download-entry').count())))
    .toEqual(expect.arrayContaining([0, 1]));
  for (const member of [...members, third]) await member.context.close();
});
