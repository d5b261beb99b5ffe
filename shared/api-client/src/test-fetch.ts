// A scripted fetch for tests: each call takes the next answer and records the request.
import type { AuthUser } from '@premieres/contracts';

/** A signed-in member without a subscription, as the API returns it. */
export const TEST_USER: AuthUser = {
  id: 'u1',
  email: 'ada@example.com',
  created_at: '2026-01-01T00:00:00.000Z',
  full_name: 'Ada',
  role: 'user',
  confirmed: true,
  subscription: { subscribed: false, subscription_tier: null, subscription_end: null },
};

export interface Recorded {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

export type Answer = Response | (() => Response) | Error;

export function scriptedFetch(answers: Answer[]) {
  const calls: Recorded[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    calls.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: request.body ? await request.text() : '',
    });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected request ${request.method} ${request.url}`);
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next;
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A JWT-shaped token whose payload carries `exp` (the signature is not checked client-side). */
export function fakeJwt(expSeconds: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u1', exp: expSeconds })}.sig`;
}
