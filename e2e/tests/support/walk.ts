import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { csrfHeaders } from './csrf';
import { open } from './pages';
import { createSubscriber, PASSWORD, uniqueEmail } from './subscriber';

export const ADMIN = { email: 'admin@premieres.in', password: 'Admin#Premieres2025' };

/** Every page of the spec a member sees (issue 12), in the order a walk visits them. */
export const MEMBER_PAGES = [
  '/dashboard',
  '/movies',
  '/premieres',
  '/my-list',
  '/content/1',
  '/search?q=a',
  '/settings',
  '/profile',
  '/notifications',
  '/billing',
] as const;

/** The pages of the spec that are not a member's own (information, help, the 404). */
export const INFORMATION_PAGES = [
  '/faq',
  '/help',
  '/about',
  '/privacy',
  '/terms',
  '/shipping',
  '/speed-test',
  '/contact',
  '/profiles',
  '/no-such-page',
] as const;

/** Pages a visitor sees. */
export const VISITOR_PAGES = ['/', '/movies', '/premieres', '/content/1', '/auth'] as const;

/** Opens a path and waits until the page has drawn its main content (rows, forms, panels). */
export async function visit(page: Page, path: string): Promise<void> {
  await open(page, path);
  await expect(page.locator('main').first()).toBeVisible();
  // Spinners (Chakra's and the remote loader's) gone: the data has arrived.
  await expect(page.locator('.chakra-spinner, [role="status"] animateTransform')).toHaveCount(0, {
    timeout: 15_000,
  });
  if (/^\/(movies|premieres)/.test(path) && !path.includes('?'))
    await expect(page.getByTestId('content-card').first()).toBeVisible();
}

/** A new browser context signed in as `account` (the refresh cookie + the session hint). */
export async function signedInContext(
  browser: Browser,
  account: { email: string; password: string },
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/signin', { data: account, headers: csrfHeaders() });
  expect(response.status(), await response.text()).toBe(200);
  await context.addInitScript(() => localStorage.setItem('premieres-session', '1'));
  return page;
}

/** A new subscriber (Standard plan) for a walk: billing and the plan indicator have data. */
export async function newSubscriber(browser: Browser, label: string) {
  const context = await browser.newContext();
  const email = uniqueEmail(label);
  await createSubscriber(context.request, email, 'standard');
  await context.close();
  return { email, password: PASSWORD };
}

/**
 * A new staff account (moderator, promoted by the seeded admin) for walks that change settings
 * such as the language, which is saved on the account: the shared admin is never changed.
 */
export async function newModerator(browser: Browser, label: string) {
  const context = await browser.newContext();
  const email = uniqueEmail(label);
  const signup = await context.request.post('/api/auth/signup', {
    data: { fullName: 'Walk Moderator', email, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const { user } = (await signup.json()) as { user: { id: string } };
  const admin = await context.request.post('/api/auth/signin', { data: ADMIN, headers: csrfHeaders() });
  const { accessToken } = (await admin.json()) as { accessToken: string };
  const promoted = await context.request.put(`/api/users/${user.id}/role`, {
    data: { role: 'moderator' },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  await context.close();
  return { email, password: PASSWORD };
}
