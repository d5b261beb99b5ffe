import { open } from './support/pages';
import { expect, type Page, request, test } from './support/test';

// Viewer profiles across remotes: mfe-account's /profiles, the shell header, mfe-browse's rows,
// search and detail, against the seeded catalogue ('Rann Bhoomi', id 1, is rated A).

const A_RATED = { id: '1', title: 'Rann Bhoomi' };

async function newMember(baseURL: string): Promise<{ email: string; password: string }> {
  const email = `profiles-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
  const password = 'Chai&Biscuit2025!';
  const api = await request.newContext({ baseURL });
  const response = await api.post('/api/auth/signup', {
    data: { fullName: 'Profile Tester', email, password },
  });
  expect(response.status(), await response.text()).toBe(201);
  await api.dispose();
  return { email, password };
}

/** The A-rated title is in the rows, found by search and opens by URL. */
async function expectVisible(page: Page) {
  await open(page, '/movies');
  await expect(page.getByRole('link', { name: A_RATED.title, exact: true }).first()).toBeVisible();
  await open(page, `/movies?q=${encodeURIComponent(A_RATED.title)}`);
  await expect(page.getByRole('link', { name: A_RATED.title, exact: true }).first()).toBeVisible();
  await open(page, `/content/${A_RATED.id}`);
  await expect(page.getByRole('heading', { name: A_RATED.title, level: 1 })).toBeVisible();
}

/** The A-rated title is gone from the rows and search, and its URL answers 'Content not found'. */
async function expectHidden(page: Page) {
  await open(page, '/movies');
  // A U/A 7+ comedy stays, so the rows have loaded when it shows.
  await expect(page.getByRole('link', { name: 'Golmaal Junction', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: A_RATED.title, exact: true })).toHaveCount(0);
  await open(page, `/movies?q=${encodeURIComponent(A_RATED.title)}`);
  await expect(page.getByRole('heading', { name: `Results for “${A_RATED.title}”` })).toBeVisible();
  await expect(page.getByRole('link', { name: A_RATED.title, exact: true })).toHaveCount(0);
  await open(page, `/content/${A_RATED.id}`);
  await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
}

async function switchTo(page: Page, name: string) {
  await page.getByTestId('current-viewer').click();
  await expect(page).toHaveURL(/\/profiles\?next=/);
  await page.getByTestId('profile-tile').filter({ hasText: name }).click();
  await expect(page).not.toHaveURL(/\/profiles/);
  await expect(page.getByTestId('current-viewer')).toHaveAttribute('data-profile-name', name);
}

test('a kids profile (U/A 7+) never sees an A-rated title; switching back shows it again', async ({
  page,
  baseURL,
}) => {
  // A long journey across three remotes: more than the default budget on a busy 2-core machine.
  test.setTimeout(180_000);
  const member = await newMember(baseURL ?? '');
  await open(page, '/auth');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectVisible(page);

  // Create the kids profile on /profiles.
  await open(page, '/profiles');
  await expect(page.getByRole('heading', { name: 'Profiles', level: 1 })).toBeVisible();
  await expect(page.getByTestId('profile-tile')).toHaveCount(1);
  await page.getByTestId('profile-add').click();
  const dialog = page.getByTestId('profile-form');
  await dialog.getByTestId('profile-name').fill('Chhotu');
  await dialog.getByText('Kids profile').click();
  await expect(dialog.getByTestId('profile-ceiling')).toHaveValue('U/A 7+');
  await dialog.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-tile').filter({ hasText: 'Chhotu' })).toContainText('U/A 7+');

  // Switch to it from the header, and the A-rated title is gone everywhere.
  await switchTo(page, 'Chhotu');
  await expectHidden(page);
  // A reload keeps watching as the kids profile.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
  await expect(page.getByTestId('current-viewer')).toHaveAttribute('data-profile-name', 'Chhotu');

  await switchTo(page, 'Main');
  await expectVisible(page);
});
