/** @jest-environment node */

import { useAuthStore } from '@premieres/auth-store';
import { authApi } from './auth-api';
import { catalogApi } from './catalog-api';
import { configureApiClient } from './config';
import { ApiRequestError } from './errors';
import { libraryApi } from './library-api';
import { fakeJwt, json, scriptedFetch, TEST_USER } from './test-fetch';
import { usersApi } from './users-api';

const user = TEST_USER;

function setup(answers: Parameters<typeof scriptedFetch>[0]) {
  const scripted = scriptedFetch(answers);
  configureApiClient({ baseUrl: 'http://api.test/api', fetch: scripted.fetch });
  return scripted.calls;
}

beforeEach(() => useAuthStore.getState().clearSession());

describe('the ky instance', () => {
  it('prefixes /api and sends the access token as a bearer', async () => {
    useAuthStore.getState().setSession({ user, accessToken: 'token-1' });
    const calls = setup([json(200, [{ id: '1', title: 'A', thumbnail: 'a.jpg', trending_position: 1 }])]);
    const items = await catalogApi.trending();
    expect(items[0]?.title).toBe('A');
    expect(calls[0]?.url).toBe('http://api.test/api/trending');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('on 401 refreshes once with the CSRF double submit, then retries with the new token', async () => {
    useAuthStore.getState().setSession({ user, accessToken: 'old' });
    const calls = setup([
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'Token expired' }),
      json(200, { user, accessToken: 'new' }),
      new Response(null, { status: 204 }),
    ]);
    await libraryApi.addToList('42');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT http://api.test/api/me/list/42',
      'POST http://api.test/api/auth/refresh',
      'PUT http://api.test/api/me/list/42',
    ]);
    expect(calls[1]?.headers.get('x-csrf-token')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(calls[2]?.headers.get('authorization')).toBe('Bearer new');
    expect(useAuthStore.getState().accessToken).toBe('new');
  });

  it('keeps the JSON body for the retried request', async () => {
    useAuthStore.getState().setSession({ user, accessToken: 'old' });
    const calls = setup([
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'Token expired' }),
      json(200, { user, accessToken: 'new' }),
      json(200, {}),
    ]);
    await usersApi.setRole('u2', 'moderator');
    expect(calls.map((c) => c.method)).toEqual(['PUT', 'POST', 'PUT']);
    expect(calls[0]?.body).toBe('{"role":"moderator"}');
    expect(calls[2]?.body).toBe('{"role":"moderator"}');
    expect(calls[2]?.headers.get('authorization')).toBe('Bearer new');
  });

  it('gives up after one refresh: a second 401 rejects and the failed refresh signs out', async () => {
    useAuthStore.getState().setSession({ user, accessToken: 'old' });
    const calls = setup([
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'Token expired' }),
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'No session' }),
    ]);
    const failure = await libraryApi.getList().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).statusCode).toBe(401);
    expect(calls).toHaveLength(2);
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('shares one refresh between concurrent 401s', async () => {
    useAuthStore.getState().setSession({ user, accessToken: 'old' });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let refreshes = 0;
    let refused = 0;
    configureApiClient({
      baseUrl: 'http://api.test/api',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        if (request.url.endsWith('/auth/refresh')) {
          refreshes += 1;
          await gate;
          return json(200, { user, accessToken: 'new' });
        }
        const auth = request.headers.get('authorization');
        if (auth === 'Bearer new') return json(200, { items: [] });
        // The refresh is held until both calls were refused and their hooks have run (the
        // pending jobs, then the next task): both must be waiting on the one refresh.
        refused += 1;
        if (refused === 2) setTimeout(release, 0);
        return json(401, { statusCode: 401, error: 'x', message: 'y' });
      }) as typeof fetch,
    });
    await Promise.all([libraryApi.getList(), libraryApi.getLikes()]);
    expect(refreshes).toBe(1);
  });

  it("a call refused for want of a profile's PIN asks for 'Who's watching?' and still rejects", async () => {
    useAuthStore.getState().setSession({ user, accessToken: 'token-1' });
    setup([
      json(403, {
        statusCode: 403,
        error: 'Forbidden',
        code: 'VIEWER_PIN_REQUIRED',
        message: 'Enter the PIN of this profile',
      }),
    ]);
    await expect(libraryApi.addToList('42')).rejects.toMatchObject({ code: 'VIEWER_PIN_REQUIRED' });
    expect(useAuthStore.getState().viewerNeeded).toBe(true);
  });

  it('another 403 leaves the profile choice alone', async () => {
    useAuthStore.getState().setSession({ user, accessToken: 'token-1' });
    setup([json(403, { statusCode: 403, error: 'Forbidden', code: 'SUBSCRIPTION_REQUIRED', message: 'x' })]);
    await expect(libraryApi.addToList('42')).rejects.toBeInstanceOf(ApiRequestError);
    expect(useAuthStore.getState().viewerNeeded).toBe(false);
  });

  it('maps an API error body to ApiRequestError with its fields', async () => {
    setup([
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        messageId: 'email.invalid',
        message: 'Please enter a valid email address',
        fields: { email: 'Please enter a valid email address' },
        fieldMessageIds: { email: 'email.invalid' },
      }),
    ]);
    const failure = (await authApi
      .signIn({ email: 'x', password: 'y' })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure.statusCode).toBe(400);
    expect(failure.error).toBe('Bad Request');
    expect(failure.message).toBe('Please enter a valid email address');
    expect(failure.fields).toEqual({ email: 'Please enter a valid email address' });
    expect(failure.messageId).toBe('email.invalid');
    expect(failure.fieldMessageIds).toEqual({ email: 'email.invalid' });
  });

  it('does not refresh on a failed sign-in (401 Invalid login credentials)', async () => {
    const calls = setup([
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid login credentials' }),
    ]);
    const failure = (await authApi
      .signIn({ email: 'a@b.co', password: 'y' })
      .catch((e: unknown) => e)) as ApiRequestError;
    expect(failure.message).toBe('Invalid login credentials');
    expect(calls).toHaveLength(1);
  });

  it('maps a non-JSON error and a network failure', async () => {
    setup([new Response('upstream down', { status: 502, statusText: 'Bad Gateway' })]);
    const bad = (await catalogApi.categories().catch((e: unknown) => e)) as ApiRequestError;
    expect(bad.statusCode).toBe(502);
    expect(bad.message).toBe('upstream down');

    setup([new TypeError('Failed to fetch')]);
    const offline = (await catalogApi.categories().catch((e: unknown) => e)) as ApiRequestError;
    expect(offline).toBeInstanceOf(ApiRequestError);
    expect(offline.statusCode).toBe(0);
    expect(offline.isNetworkError).toBe(true);
  });
});

describe('authApi', () => {
  it('signIn stores the session; signOut sends the CSRF token and rotates it', async () => {
    const token = fakeJwt(Math.floor(Date.now() / 1000) + 900);
    const calls = setup([json(200, { user, accessToken: token }), new Response(null, { status: 204 })]);
    await authApi.signIn({ email: 'ada@example.com', password: 'secret' });
    expect(useAuthStore.getState().user?.email).toBe('ada@example.com');
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ email: 'ada@example.com', password: 'secret' });

    await authApi.signOut();
    const sent = calls[1]?.headers.get('x-csrf-token');
    expect(calls[1]?.url).toBe('http://api.test/api/auth/signout');
    expect(sent).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const { currentCsrfToken } = await import('./csrf');
    expect(currentCsrfToken()).not.toBe(sent);
  });

  it('builds the movie query string from the set fields only', async () => {
    const calls = setup([json(200, { items: [], total: 0, page: 1, limit: 20 })]);
    await catalogApi.listMovies({ type: 'tv', genre: 'Drama', is_new: true, page: 2 });
    expect(calls[0]?.url).toBe('http://api.test/api/movies?type=tv&genre=Drama&is_new=true&page=2');
  });
});
