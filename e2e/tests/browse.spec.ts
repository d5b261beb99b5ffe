import { open } from './support/pages';
import { expect, type Locator, type Page, request, test } from './support/test';

// The browse remote (mfe-browse) through the shell, against the seeded catalogue of `npm start`.

/** A fresh member per test keeps My List assertions independent of other runs and tests. */
async function newMember(baseURL: string): Promise<{ email: string; password: string }> {
  const email = `browse-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
  const password = 'Chai&Biscuit2025!';
  const api = await request.newContext({ baseURL });
  const response = await api.post('/api/auth/signup', {
    data: { fullName: 'Browse Tester', email, password },
  });
  expect(response.status(), await response.text()).toBe(201);
  await api.dispose();
  return { email, password };
}

async function signInOnAuthPage(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** The card of a title, optionally within one row. */
function card(page: Page, title: string, scope: Page | Locator = page) {
  return scope
    .getByTestId('content-card')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .first();
}

test('a visitor browses the movie rows and opens a detail page', async ({ page }) => {
  await open(page, '/movies');
  await expect(page.getByRole('heading', { name: 'Movies', level: 1 })).toBeVisible();
  // Each page names its tab.
  await expect(page).toHaveTitle('Movies · premieres');
  const trending = page.getByRole('region', { name: 'Trending' });
  await expect(trending).toBeVisible();
  // Every row drawn has titles: empty rows are hidden.
  for (const row of await page.getByRole('region').all()) {
    await expect(row.getByTestId('content-card').first()).toBeVisible();
  }

  const first = trending.getByRole('link').first();
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/content\/[^/]+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · premieres`);
  for (const section of ['About', 'Cast', 'Tags', 'Details']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  // Beside Play when the title has a film; the only play button ("Play trailer") when it has none.
  await expect(page.getByRole('button', { name: /^(Watch Trailer|Play trailer)$/ })).toBeVisible();

  await open(page, '/movie/2');
  await expect(page.getByRole('heading', { name: 'Antariksh', level: 1 })).toBeVisible();

  await open(page, '/content/no-such-title');
  await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a member signs in, adds and removes titles in My List, and the list survives reloads', async ({
  page,
  baseURL,
}) => {
  const member = await newMember(baseURL ?? 'http://localhost:8080');

  await open(page, '/my-list');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fmy-list$/);
  await signInOnAuthPage(page, member.email, member.password);
  await expect(page).toHaveURL(/\/my-list$/);
  await expect(page.getByText('Your list is empty')).toBeVisible();

  // Add a movie from its card on /movies...
  await page.getByRole('link', { name: 'Browse Movies' }).click();
  const rann = card(page, 'Rann Bhoomi');
  await rann.hover();
  await rann.getByRole('button', { name: 'Add Rann Bhoomi to My List' }).click();
  await expect(page.getByText('Rann Bhoomi has been added to your list.')).toBeVisible();
  // ...and a series from its detail page.
  await open(page, '/content/tv1');
  await page.getByRole('button', { name: 'Add to List' }).click();
  await expect(page.getByRole('button', { name: 'In My List' })).toBeVisible();

  await open(page, '/my-list');
  await expect(page.getByRole('region', { name: 'Recently Added' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Movies' }).getByText('Rann Bhoomi')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Premieres' }).getByText('Mohalla Diaries')).toBeVisible();

  const inList = card(page, 'Rann Bhoomi', page.getByRole('region', { name: 'Movies' }));
  await inList.hover();
  await inList.getByRole('button', { name: 'Remove Rann Bhoomi from My List' }).click();
  await expect(page.getByText('Rann Bhoomi has been removed from your list.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Premieres' }).getByText('Mohalla Diaries')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Movies' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Rann Bhoomi', exact: true })).toHaveCount(0);
});

test('a broken thumbnail shows the placeholder image', async ({ page }) => {
  await page.route('**/media/movie-thumbnails/**', (route) => route.fulfill({ status: 404, body: '' }));
  await open(page, '/movies');
  const image = page.getByRole('region', { name: 'Trending' }).locator('img').first();
  await expect(image).toHaveAttribute('src', /\/placeholder\.svg$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the header search finds a title by a cast member', async ({ page }) => {
  await open(page, '/movies');
  // Browse's box (suggestions as you type) takes over the shell's plain one as that one opens.
  await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click();
  const box = page.getByRole('combobox', { name: 'Search titles' });
  await expect(box).toBeFocused();
  await box.fill('Vikram Rathore');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Vikram(%20|\+)Rathore$/);
  await expect(page.getByRole('heading', { name: 'Results for “Vikram Rathore”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rann Bhoomi', exact: true })).toBeVisible();
});
