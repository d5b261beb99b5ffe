import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Premiere!Night42';

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * A member with an active plan through the simulated provider's real path (checkout → hosted
 * page → Pay → signed event), made over HTTP; answers the access token for API polling.
 */
export async function createSubscriber(
  request: APIRequestContext,
  email: string,
  planId: 'basic' | 'standard' | 'premium',
): Promise<string> {
  const signup = await request.post('/api/auth/signup', {
    data: { fullName: 'E2E Viewer', email, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const { accessToken } = (await signup.json()) as { accessToken: string };
  const checkout = await request.post('/api/billing/checkout', {
    data: { planId },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(checkout.status()).toBe(201);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await request.post(url, { form: { outcome: 'pay' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return accessToken;
}

export async function signInAs(page: Page, email: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
