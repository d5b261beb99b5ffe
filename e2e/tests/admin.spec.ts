import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { open, signInThroughApi, uniqueTag } from './support/pages';
import { type APIRequestContext, type Browser, expect, type Page, type Request, test } from './support/test';
import { tinyPng } from './support/tiny-png';
import { createTitle, tokenOf } from './support/titles';

// The admin panel (mfe-admin) through the gateway, against the seeded staff accounts of `npm start`.

// Writes with uploads and toasts on a loaded 2-core machine: wait for outcomes, not for speed.
const SLOW = { timeout: 30_000 };
test.slow();

const MODERATOR = { email: 'moderator@premieres.in', password: 'Moderator#2025' };
const ADMIN = { email: 'admin@premieres.in', password: 'Admin#Premieres2025' };
const TRAILER = resolve(__dirname, '../../services/api/assets/videos/antariksh.mp4');

async function newMember(
  request: APIRequestContext,
  fullName = 'Panel Tester',
): Promise<{ email: string; password: string }> {
  const email = `admin-e2e-${uniqueTag()}@example.in`;
  const password = 'Chai&Biscuit2025!';
  const response = await request.post('/api/auth/signup', {
    data: { fullName, email, password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password };
}

/** A bearer token for API set-up steps (the journeys themselves go through the UI). */
async function newPageFor(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, account);
  return page;
}

test('a moderator creates a title with a poster and a trailer, finds it on /movies and plays the trailer', async ({
  page,
}) => {
  const title = `E2E Premiere ${uniqueTag()}`;
  await signInThroughApi(page, MODERATOR);
  await open(page, '/admin');
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByTestId('admin-welcome')).toHaveText('Welcome, moderator@premieres.in (moderator)');

  await page.getByRole('button', { name: 'Add title' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a title' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByLabel('Genre').fill('Drama');
  await dialog.getByLabel(/^Rating/).fill('8.4');
  await dialog.getByLabel('Certification').selectOption('U/A 7+');
  await dialog.getByRole('button', { name: 'Add cast member' }).click();
  await dialog.getByLabel('Cast member 1').fill('Asha Menon');
  await dialog
    .getByLabel('Upload a poster')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: tinyPng() });
  await dialog.getByLabel('Upload a trailer').setInputFiles(TRAILER);

  // The progress bar follows the upload's bytes: record every percentage it shows.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="upload-progress"]');
      const value = Number(bar?.getAttribute('data-percent'));
      if (bar && seen[seen.length - 1] !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Movie created successfully')).toBeVisible(SLOW);
  await expect(dialog).toBeHidden();
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  expect(seen[0]).toBe(0);
  expect(Math.max(...seen)).toBe(100);
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();

  // A member-facing page finds it, and its trailer plays: the uploaded file, or its HLS ladder once
  // transcoded. It has no film, so its one play button says so.
  await open(page, `/movies?q=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title, exact: true }).first().click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Play trailer' }).click();
  const player = page.getByRole('dialog', { name: title });
  const video = player.locator('video');
  await expect(video).toHaveAttribute('src', /\/media\/movie-trailers\/|^blob:/);
  await video.evaluate(
    (v: HTMLVideoElement) =>
      v.readyState >= 3 || new Promise((done) => v.addEventListener('canplay', done, { once: true })),
  );
  if (await video.evaluate((v: HTMLVideoElement) => v.paused)) {
    await player.getByRole('button', { name: 'Play', exact: true }).click();
  }
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
});

test('a moderator puts a title in trending slot 1 and / shows it first', async ({ page, request }) => {
  const title = `E2E Trending ${uniqueTag()}`;
  await createTitle(request, await tokenOf(request, MODERATOR), title);
  await signInThroughApi(page, MODERATOR);
  await open(page, '/admin/trending');

  const slot1 = page.getByTestId('trending-slot-1');
  await expect(slot1).toBeVisible(SLOW);
  const remove = slot1.getByRole('button', { name: /^Remove / });
  if (await remove.count()) await remove.click();
  await page.getByRole('searchbox', { name: 'Find a title' }).fill(title);
  await page.getByRole('searchbox', { name: 'Find a title' }).press('Enter');
  const titles = page.getByLabel('Title', { exact: true });
  await expect(titles.locator('option', { hasText: title })).toHaveCount(1);
  await titles.selectOption({ label: title });
  await page.getByLabel('Slot', { exact: true }).selectOption({ label: 'Position 1' });
  await page.getByRole('button', { name: 'Place' }).click();
  await expect(slot1).toContainText(title);
  // A placed title is no longer offered.
  await expect(titles.locator('option', { hasText: title })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Trending positions updated successfully')).toBeVisible(SLOW);

  await open(page, '/');
  await expect(page.getByTestId('trending-tile').first()).toContainText(title);
});

test('a moderator bulk-marks three titles new and exports them as a JSON file', async ({ page, request }) => {
  const batch = `E2E Bulk ${uniqueTag()}`;
  const token = await tokenOf(request, MODERATOR);
  for (const n of [1, 2, 3]) await createTitle(request, token, `${batch} ${n}`);
  await signInThroughApi(page, MODERATOR);
  await open(page, `/admin/content?q=${encodeURIComponent(batch)}`);
  await expect(page.getByRole('row').filter({ hasText: batch })).toHaveCount(3);

  await page.getByRole('checkbox', { name: 'Select all' }).check({ force: true });
  await expect(page.getByTestId('selected-count')).toHaveText('3 selected');
  await page.getByRole('button', { name: 'Mark new', exact: true }).click();
  await expect(page.getByText('Movies updated successfully')).toBeVisible(SLOW);
  for (const row of await page.getByRole('row').filter({ hasText: batch }).all()) {
    await expect(row.getByText('New', { exact: true })).toBeVisible();
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^movies-export-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(page.getByText('Exported 3 movies')).toBeVisible();
  const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    title: string;
    is_new: boolean;
  }[];
  expect(exported.map((movie) => movie.title).sort()).toEqual([`${batch} 1`, `${batch} 2`, `${batch} 3`]);
  expect(exported.every((movie) => movie.is_new)).toBe(true);
});

test('an admin promotes a member to moderator after confirming user → moderator, and that user then opens /admin', async ({
  page,
  browser,
}) => {
  // A right-to-left override in the name is removed on sign-up: the list shows the real letters.
  const member = await newMember(page.request, '\u202Eretset lenaP');
  const before = await newPageFor(browser, member);
  await open(before, '/admin');
  await expect(before.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

  await signInThroughApi(page, ADMIN);
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, `/admin/users?q=${encodeURIComponent(member.email)}`);
  const name = page.locator('td bdi', { hasText: 'retset lenaP' });
  await expect(name).toHaveText('retset lenaP');
  const role = page.getByLabel(`Role of ${member.email}`);
  await expect(role).toHaveValue('user');

  // One dropdown change only asks; Cancel leaves the role as it was.
  await role.selectOption('moderator');
  const confirm = page.getByRole('alertdialog', { name: 'Change this role?' });
  await expect(confirm).toContainText(`Change the role of ${member.email}: user → moderator.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(role).toHaveValue('user');

  await role.selectOption('moderator');
  await confirm.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText('User role updated successfully')).toBeVisible(SLOW);
  await expect(role).toHaveValue('moderator');

  // The change holds on the user's next request: a reload (session refresh) opens the panel.
  await open(before, '/admin');
  await expect(before.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  await expect(before.getByTestId('admin-welcome')).toHaveText(`Welcome, ${member.email} (moderator)`);
});

test('a member opening /admin sees Access Denied with their e-mail, role and id', async ({ page }) => {
  const member = await newMember(page.request);
  await signInThroughApi(page, member);
  await open(page, '/admin/content');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  const who = page.getByTestId('admin-current-user');
  await expect(who).toContainText(member.email);
  await expect(who).toContainText('user');
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
});

test('a visitor on /admin is offered Sign In back to the panel', async ({ page }) => {
  await open(page, '/admin/analytics');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=(%2F|\/)admin$/);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(MODERATOR.email);
  await form.getByLabel('Password', { exact: true }).fill(MODERATOR.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
});

test('a moderator sees Admin access required on User Management', async ({ page }) => {
  await signInThroughApi(page, MODERATOR);
  await open(page, '/admin/users');
  await expect(page.getByText('Admin access required')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('staff on /admin load no landing, browse, player or account code', async ({ page }) => {
  const remotes = new Set<string>();
  page.on('request', (request: Request) => {
    const remote = new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\//)?.[1];
    if (remote) remotes.add(remote);
  });
  await signInThroughApi(page, ADMIN);
  await open(page, '/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A reload keeps the deep link.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await page.waitForLoadState('networkidle');
  expect([...remotes]).toEqual(['mfe-admin']);
});
