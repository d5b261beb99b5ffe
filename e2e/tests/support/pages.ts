import { expect, type Page } from '@playwright/test';
import { csrfHeaders } from './csrf';

/** A short unique tag for e-mail addresses and names made by a test. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Opens a path; on the landing document (/, /home, /index: prerendered, no shell) also waits for
 * its islands, since the static copy is not interactive before them.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(
    // A prerendered document (the landing, a static page) is ready once its island ran.
    () =>
      (!document.getElementById('landing') && !document.documentElement.hasAttribute('data-static-page')) ||
      document.documentElement.dataset.islands === 'ready',
  );
}

/**
 * Signs this browser in through the API (the refresh cookie lands in the page's context) and sets
 * the session hint, so the shell restores the session on the next load without the sign-in page.
 */
export async function signInThroughApi(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  const response = await page.request.post('/api/auth/signin', { data: account, headers: csrfHeaders() });
  expect(response.status(), await response.text()).toBe(200);
  await page.addInitScript(() => localStorage.setItem('premieres-session', '1'));
}

/** Signs in with the Sign In form on /auth and waits for the dashboard. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await open(page, '/auth');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
