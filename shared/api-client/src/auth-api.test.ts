/** @jest-environment node */

import { useAuthStore } from '@premieres/auth-store';
import { type AuthRoutes, authRoutes, CSRF } from '@premieres/contracts';
import { authApi } from './auth-api';
import { configureApiClient } from './config';
import { fakeJwt, json, scriptedFetch, TEST_USER } from './test-fetch';

const session = { user: TEST_USER, accessToken: fakeJwt(2_000_000_000) };

/** Each authApi call, the contracts' route it must reach, and the answer the API gives. */
const CALLS: {
  name: keyof AuthRoutes;
  run: () => Promise<unknown>;
  answer: () => Response;
  body?: unknown;
}[] = [
  {
    name: 'signUp',
    run: () => authApi.signUp({ fullName: 'Ada', email: 'ada@example.com', password: 'Str0ng!Passw0rd' }),
    answer: () => json(201, session),
    body: { fullName: 'Ada', email: 'ada@example.com', password: 'Str0ng!Passw0rd' },
  },
  {
    name: 'signIn',
    run: () => authApi.signIn({ email: 'ada@example.com', password: 'pw' }),
    answer: () => json(200, session),
    body: { email: 'ada@example.com', password: 'pw' },
  },
  { name: 'refresh', run: () => authApi.refresh(), answer: () => json(200, session) },
  { name: 'signOut', run: () => authApi.signOut(), answer: () => new Response(null, { status: 204 }) },
  { name: 'me', run: () => authApi.me(), answer: () => json(200, TEST_USER) },
  {
    name: 'passwordReset',
    run: () => authApi.requestPasswordReset('ada@example.com'),
    answer: () => json(202, { message: 'sent' }),
    body: { email: 'ada@example.com' },
  },
  {
    name: 'passwordResetComplete',
    run: () => authApi.completePasswordReset({ token: 't', password: 'new-password' }),
    answer: () => new Response(null, { status: 204 }),
    body: { token: 't', password: 'new-password' },
  },
  {
    name: 'confirm',
    run: () => authApi.confirmEmail('t'),
    answer: () => json(200, { confirmed: true }),
    body: { token: 't' },
  },
];

beforeEach(() => {
  useAuthStore.getState().clearSession();
  useAuthStore.setState({ loading: false });
});

it('calls every route of the contracts’ auth table', () => {
  expect(CALLS.map(({ name }) => name).sort()).toEqual(Object.keys(authRoutes).sort());
});

it.each(CALLS)('$name reaches its table route with its body', async ({ name, run, answer, body }) => {
  // `me` needs a session to send its bearer token; the others are made without one.
  if (name === 'me') useAuthStore.getState().setSession(session);
  const calls = scriptedFetch([answer()]);
  configureApiClient({ baseUrl: 'http://api.test/api', fetch: calls.fetch });
  await run();
  const route = authRoutes[name];
  expect(calls.calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
    `${route.method} http://api.test/api${route.path}`,
  ]);
  const [sent] = calls.calls;
  expect(sent?.body ? JSON.parse(sent.body) : undefined).toEqual(body);
  // All but `me` send the CSRF double submit (sign-in, refresh and sign-out need it).
  if (name !== 'me') expect(sent?.headers.get(CSRF.headerName)).toMatch(/^[A-Za-z0-9_-]{32}$/);
});
