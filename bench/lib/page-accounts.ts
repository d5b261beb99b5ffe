// Who the page-load bench is: a visitor, a seeded account, or a subscriber (made once through the
// simulated provider's real path) with its main viewer profile chosen, as a member's browser is
// after the first visit. Each run signs in again in a fresh browser context (cold cache).
import type { APIRequestContext, Page } from 'playwright-core';
import { csrfHeaders } from './csrf';

export interface Credentials {
  email: string;
  password: string;
}

const SUBSCRIBER_PASSWORD = 'Premiere!Night42';

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs up a member and pays for the standard plan; answers its credentials. */
export async function createSubscriber(request: APIRequestContext, base: string): Promise<Credentials> {
  const email = `bench-pages-${Date.now().toString(36)}@example.com`;
  const { accessToken } = await ok<{ accessToken: string }>(
    await request.post(`${base}/api/auth/signup`, {
      data: { fullName: 'Bench Subscriber', email, password: SUBSCRIBER_PASSWORD },
      headers: csrfHeaders(),
    }),
    'sign-up',
  );
  const { url } = await ok<{ url: string }>(
    await request.post(`${base}/api/billing/checkout`, {
      data: { planId: 'standard' },
      headers: { authorization: `Bearer ${accessToken}` },
    }),
    'checkout',
  );
  const paid = await request.post(`${base}${url}`, { form: { outcome: 'pay' }, maxRedirects: 0 });
  if (paid.status() !== 303) throw new Error(`payment failed: ${paid.status()}`);
  return { email, password: SUBSCRIBER_PASSWORD };
}

/** The localStorage of a browser that signed in before: what the shell reads on start. */
export type MemberStorage = Record<string, string>;

/**
 * Signs `request`'s cookie jar in (refresh cookie) and, with `chooseViewer`, chooses the main viewer
 * profile as the browser keeps it after 'Who's watching?' (auth-store's viewer-choice); answers the
 * localStorage entries such a browser holds.
 */
export async function signIn(
  request: APIRequestContext,
  base: string,
  account: Credentials,
  chooseViewer: boolean,
): Promise<MemberStorage> {
  const session = await ok<{ accessToken: string; user: { id: string; email: string } }>(
    await request.post(`${base}/api/auth/signin`, { data: account, headers: csrfHeaders() }),
    `sign-in of ${account.email}`,
  );
  // The API client restores a session on start only in a browser that had one (session hint).
  // A browser that was signed in also keeps the member it saw (auth-store's member-snapshot.ts:
  // no email, no token), which pages draw with while the restore travels (issue 28).
  const storage: MemberStorage = {
    'premieres-session': '1',
    'premieres.member': JSON.stringify({ ...session.user, email: '' }),
  };
  if (chooseViewer) {
    const auth = { authorization: `Bearer ${session.accessToken}` };
    const list = await ok<{ items: { id: string }[] }>(
      await request.get(`${base}/api/viewer-profiles`, { headers: auth }),
      'viewer profiles',
    );
    const main = list.items[0];
    if (!main) throw new Error('no viewer profile');
    const selection = await ok<{ profile: unknown; token: string }>(
      await request.post(`${base}/api/viewer-profiles/${main.id}/select`, { headers: auth, data: {} }),
      'choosing the viewer profile',
    );
    storage['premieres-viewer'] = JSON.stringify({ userId: session.user.id, ...selection });
  }
  return storage;
}

/** Signs the page's context in (see signIn) and puts the storage in every document it opens. */
export async function signInPage(
  page: Page,
  base: string,
  account: Credentials,
  chooseViewer: boolean,
): Promise<void> {
  const storage = await signIn(page.request, base, account, chooseViewer);
  await page.addInitScript((entries: MemberStorage) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
}
