import { open } from './support/pages';
import { expect, type Page, request, test } from './support/test';

// Search (issue 26): browse's header box (suggestions as the member types, through the shell's
// header) and its results page /search?q=, against the seeded catalogue. 'Rann Bhoomi' (id 1) is
// rated A; 'Antariksh' (id 2) U/A 13+; 'Golmaal Junction' (id 3) U/A 7+.

const PASSWORD = 'Chai&Biscuit2025!';

/** Browse's box: it takes over the shell's plain box as that one opens (it runs on that intent). */
async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click();
  const box = page.getByRole('combobox', { name: 'Search titles' });
  await expect(box).toBeFocused();
  return box;
}

test("typing 'antar' suggests Antariksh; ArrowDown and Enter open it", async ({ page }) => {
  await open(page, '/movies');
  const box = await openSearch(page);
  await box.pressSequentially('antar');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  const first = list.getByRole('option').first();
  await expect(first).toContainText('Antariksh');
  // Poster, title and year.
  await expect(first.locator('img')).toBeVisible();
  await expect(first).toContainText(/\d{4}/);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/content\/2$/);
  await expect(page.getByRole('heading', { name: 'Antariksh', level: 1 })).toBeVisible();
});

test('Escape closes the suggestions, then the box', async ({ page }) => {
  await open(page, '/movies');
  const box = await openSearch(page);
  await box.pressSequentially('golmal');
  await expect(page.getByRole('option').first()).toContainText('Golmaal Junction');
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await box.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Search titles' })).toHaveCount(0);
});

test('/search?q= shows its results, shareably; clearing the box empties them and the URL', async ({
  page,
}) => {
  await open(page, '/search?q=golmal%20junction');
  await expect(page.getByRole('heading', { name: 'Results for “golmal junction”', level: 1 })).toBeVisible();
  const results = page.getByTestId('search-results');
  await expect(results.getByRole('link', { name: 'Golmaal Junction', exact: true })).toBeVisible();
  // No navigation item is the current page here.
  await expect(page.locator('[aria-current="page"]')).toHaveCount(0);
  const field = page.getByTestId('search-page-input');
  await expect(field).toHaveValue('golmal junction');

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(field).toHaveValue('');
  await expect(page.getByTestId('search-results')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Golmaal Junction', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();

  // Typing on the page searches again, and the URL follows.
  await field.fill('antarikh');
  await expect(page).toHaveURL(/\/search\?q=antarikh$/);
  await expect(page.getByRole('link', { name: 'Antariksh', exact: true }).first()).toBeVisible();
});

test("an old search link (/movies?q=) opens the results page; nothing found says the spec's text", async ({
  page,
}) => {
  await open(page, '/movies?q=zzqqxxw');
  await expect(page).toHaveURL(/\/search\?q=zzqqxxw$/);
  await expect(page.getByText('No movies found matching your search.')).toBeVisible();
});

test("a kids profile's suggestions, results and recent searches stay within its ceiling", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `search-kids-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
  const api = await request.newContext({ baseURL });
  const signup = await api.post('/api/auth/signup', {
    data: { fullName: 'Search Tester', email, password: PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { accessToken } = (await signup.json()) as { accessToken: string };
  const kids = await api.post('/api/viewer-profiles', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { name: 'Chhotu', avatar: 'star', kids: true, ceiling: 'U/A 7+' },
  });
  expect(kids.status(), await kids.text()).toBe(201);
  await api.dispose();

  // Sign in, and watch as the kids profile ('Who's watching?' comes first with two profiles).
  await open(page, '/auth');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profiles/);
  await page.getByTestId('profile-tile').filter({ hasText: 'Chhotu' }).click();
  await expect(page).not.toHaveURL(/\/profiles/);
  await expect(page.getByTestId('current-viewer')).toHaveAttribute('data-profile-name', 'Chhotu');

  await open(page, '/movies');
  let box = await openSearch(page);
  // A title within the ceiling is suggested...
  await box.pressSequentially('golmal');
  await expect(page.getByRole('option').first()).toContainText('Golmaal Junction');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=golmal$/);
  // ...an A-rated one is not, by its exact name or a typo.
  await open(page, '/movies');
  box = await openSearch(page);
  await box.pressSequentially('rann bhoomi');
  await expect(page.getByRole('option', { name: /See all results/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /Rann Bhoomi/ })).toHaveCount(0);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=rann(%20|\+)bhoomi$/);
  await expect(page.getByRole('heading', { name: 'Results for “rann bhoomi”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rann Bhoomi', exact: true })).toHaveCount(0);

  // Its recent searches keep 'golmal' and never the A-rated title's search.
  await open(page, '/movies');
  await openSearch(page);
  const recent = page.getByRole('listbox', { name: 'Recent searches' });
  await expect(recent.getByRole('option', { name: 'golmal' })).toBeVisible();
  await expect(recent.getByRole('option', { name: /rann/ })).toHaveCount(0);
});
