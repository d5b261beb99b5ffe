// A subscriber made over HTTP through the simulated provider's real path (sign-up → checkout →
// hosted page → Pay), as e2e/tests/support/subscriber.ts does, and the wait for a title's ladder.
import { csrfHeaders } from './csrf';

export const BENCH_PASSWORD = 'Premiere!Night42';

export interface Subscriber {
  email: string;
  password: string;
  accessToken: string;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function createSubscriber(
  base: string,
  planId: 'basic' | 'standard' | 'premium',
  label = 'bench',
): Promise<Subscriber> {
  const email = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { accessToken } = await json<{ accessToken: string }>(
    await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Bench Viewer', email, password: BENCH_PASSWORD }),
    }),
    'sign-up',
  );
  const { url } = await json<{ url: string }>(
    await fetch(`${base}/api/billing/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ planId }),
    }),
    'checkout',
  );
  const paid = await fetch(new URL(url, base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=pay',
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`payment: HTTP ${paid.status}`);
  return { email, password: BENCH_PASSWORD, accessToken };
}

/** Sign-in headers for a browser context's request (the API demands the double-submit token). */
export function signInRequest(subscriber: Subscriber) {
  return { data: { email: subscriber.email, password: subscriber.password }, headers: csrfHeaders() };
}

/** Polls the title's playback grant until its ladder is complete; answers the signed master URL. */
export async function waitForLadder(
  base: string,
  token: string,
  movieId: string,
  deadlineMs: number,
): Promise<string> {
  const until = Date.now() + deadlineMs;
  let last = '';
  while (Date.now() < until) {
    const res = await fetch(`${base}/api/playback/${movieId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.ok) {
      const grant = (await res.json()) as { format: string; url: string; streamId: string };
      // The probe gives its screen back: the browser runs need the plan's screens.
      await fetch(`${base}/api/playback/streams/${grant.streamId}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      if (grant.format === 'hls') return grant.url;
      last = `format ${grant.format}`;
    } else last = `HTTP ${res.status}`;
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error(`title ${movieId}'s ladder was not ready within ${deadlineMs / 1000} s (${last})`);
}
