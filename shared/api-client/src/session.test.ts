/** @jest-environment node */

import { useAuthStore } from '@premieres/auth-store';
import { type AuthUser, EARLY_SESSION_GLOBAL } from '@premieres/contracts';
import { configureApiClient } from './config';
import { checkSession, refreshSession, startSessionKeeper, tokenExpiry } from './session';
import { fakeJwt, json, scriptedFetch } from './test-fetch';

const user: AuthUser = {
  id: 'u1',
  email: 'ada@example.com',
  created_at: '2026-01-01T00:00:00.000Z',
  full_name: 'Ada',
  role: 'admin',
  confirmed: true,
  subscription: { subscribed: false, subscription_tier: null, subscription_end: null },
};

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

/** Resolves once the session check under way has ended (the store stops loading). */
function sessionSettled(): Promise<void> {
  return new Promise((resolve) => {
    if (!useAuthStore.getState().loading) return resolve();
    const stop = useAuthStore.subscribe((state) => {
      if (state.loading) return;
      stop();
      resolve();
    });
  });
}

beforeEach(() => {
  useAuthStore.setState({ loading: true });
  useAuthStore.getState().clearSession();
  useAuthStore.setState({ loading: true });
});

describe('tokenExpiry', () => {
  it('reads exp from a JWT and null from garbage', () => {
    expect(tokenExpiry(fakeJwt(1234))).toBe(1234);
    expect(tokenExpiry('not-a-jwt')).toBeNull();
    expect(tokenExpiry('a.!!!.c')).toBeNull();
  });
});

describe('checkSession', () => {
  it('refreshes when 90 s or less remain, not before', async () => {
    const calls = scriptedFetch([json(200, { user, accessToken: fakeJwt(NOW / 1000 + 900) })]);
    configureApiClient({ baseUrl: 'http://api.test/api', fetch: calls.fetch });

    useAuthStore.getState().setSession({ user, accessToken: fakeJwt(NOW / 1000 + 91) });
    expect(checkSession(NOW)).toBeNull();

    useAuthStore.getState().setSession({ user, accessToken: fakeJwt(NOW / 1000 + 90) });
    await checkSession(NOW);
    expect(calls.calls.map((c) => c.url)).toEqual(['http://api.test/api/auth/refresh']);
  });

  it('does nothing when signed out', () => {
    expect(checkSession(NOW)).toBeNull();
  });

  it('refreshes while holding the cross-tab lock, so tabs never send the same rotating cookie', async () => {
    const held: string[] = [];
    let insideLock = false;
    const calls = scriptedFetch([json(200, { user, accessToken: fakeJwt(NOW / 1000 + 900) })]);
    const requestedInsideLock: boolean[] = [];
    configureApiClient({
      baseUrl: 'http://api.test/api',
      fetch: (input, init) => {
        requestedInsideLock.push(insideLock);
        return calls.fetch(input, init);
      },
    });
    const locks = {
      request: async (name: string, work: () => Promise<unknown>) => {
        held.push(name);
        insideLock = true;
        try {
          return await work();
        } finally {
          insideLock = false;
        }
      },
    };
    Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true });
    try {
      useAuthStore.getState().setSession({ user, accessToken: fakeJwt(NOW / 1000 + 30) });
      await checkSession(NOW);
    } finally {
      Reflect.deleteProperty(globalThis, 'navigator');
    }
    expect(held).toEqual(['premieres-session-refresh']);
    expect(requestedInsideLock).toEqual([true]);
    expect(useAuthStore.getState().user).toEqual(user);
  });
});

describe('startSessionKeeper', () => {
  afterEach(() => jest.useRealTimers());

  it('restores the session on start through the refresh cookie', async () => {
    const scripted = scriptedFetch([json(200, { user, accessToken: fakeJwt(NOW / 1000 + 900) })]);
    configureApiClient({ baseUrl: 'http://api.test/api', fetch: scripted.fetch });
    const stop = startSessionKeeper({ alwaysRestore: true });
    await sessionSettled();
    stop();
    expect(useAuthStore.getState().user?.email).toBe('ada@example.com');
    expect(useAuthStore.getState().isAdmin).toBe(true);
    expect(useAuthStore.getState().loading).toBe(false);
  });

  it('ends loading as signed out when there is no session', async () => {
    const scripted = scriptedFetch([
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'No session' }),
    ]);
    configureApiClient({ baseUrl: 'http://api.test/api', fetch: scripted.fetch });
    const stop = startSessionKeeper({ alwaysRestore: true });
    await sessionSettled();
    stop();
    expect(useAuthStore.getState().user).toBeNull();
    expect(useAuthStore.getState().loading).toBe(false);
  });

  it('checks every 30 s and refreshes a token about to expire', async () => {
    jest.useFakeTimers({ now: NOW });
    const soon = fakeJwt(NOW / 1000 + 100);
    const scripted = scriptedFetch([
      json(200, { user, accessToken: soon }),
      json(200, { user, accessToken: fakeJwt(NOW / 1000 + 1000) }),
    ]);
    configureApiClient({ baseUrl: 'http://api.test/api', fetch: scripted.fetch });
    const stop = startSessionKeeper({ alwaysRestore: true });
    await jest.advanceTimersByTimeAsync(1);
    expect(scripted.calls).toHaveLength(1);
    // 100 s left: the first tick (30 s later) leaves 70 s, under 90 s.
    await jest.advanceTimersByTimeAsync(30_000);
    expect(scripted.calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(scripted.calls).toHaveLength(2);
    stop();
  });

  it('is started once: a second call returns the running keeper', () => {
    const scripted = scriptedFetch([json(401, { statusCode: 401, error: 'x', message: 'y' })]);
    configureApiClient({ baseUrl: 'http://api.test/api', fetch: scripted.fetch });
    const stop = startSessionKeeper();
    expect(startSessionKeeper()).toBe(stop);
    stop();
  });
});

describe('the session hint', () => {
  it('skips the start-up refresh for a browser that never had a session', () => {
    const scripted = scriptedFetch([]);
    configureApiClient({ baseUrl: 'http://api.test/api', fetch: scripted.fetch });
    const stop = startSessionKeeper();
    stop();
    expect(scripted.calls).toHaveLength(0);
    expect(useAuthStore.getState().loading).toBe(false);
  });
});

describe('a keeper started after a sign-in', () => {
  it('does not refresh on start', () => {
    const scripted = scriptedFetch([]);
    configureApiClient({ baseUrl: 'http://api.test/api', fetch: scripted.fetch });
    useAuthStore.getState().setSession({ user, accessToken: fakeJwt(NOW / 1000 + 900) });
    const stop = startSessionKeeper({ skipRestore: true });
    stop();
    expect(scripted.calls).toHaveLength(0);
    expect(useAuthStore.getState().user?.email).toBe('ada@example.com');
  });
});

describe("the restore started by the shell's entry", () => {
  const leave = (response: Promise<Response>) => {
    (globalThis as Record<string, unknown>)[EARLY_SESSION_GLOBAL] = {
      response,
      startedAt: performance.now(),
    };
  };
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('is taken instead of a second refresh (the cookie rotates: a second one would be a replay)', async () => {
    const scripted = scriptedFetch([]);
    configureApiClient({ baseUrl: 'http://api.test/api', fetch: scripted.fetch });
    leave(Promise.resolve(answer(200, { user, accessToken: fakeJwt(NOW / 1000 + 900) })));
    await refreshSession();
    expect(scripted.calls).toHaveLength(0);
    expect(useAuthStore.getState().user?.email).toBe('ada@example.com');
    expect(useAuthStore.getState().loading).toBe(false);
  });

  it('signs out when it was refused, and is taken only once', async () => {
    const scripted = scriptedFetch([json(200, { user, accessToken: fakeJwt(NOW / 1000 + 900) })]);
    configureApiClient({ baseUrl: 'http://api.test/api', fetch: scripted.fetch });
    leave(Promise.resolve(answer(401, { statusCode: 401, error: 'Unauthorized', message: 'No session' })));
    await refreshSession();
    expect(useAuthStore.getState().user).toBeNull();
    expect(useAuthStore.getState().loading).toBe(false);
    await refreshSession();
    expect(scripted.calls).toHaveLength(1);
  });

  it('is tried again by the client when it never got an answer (offline)', async () => {
    const scripted = scriptedFetch([json(200, { user, accessToken: fakeJwt(NOW / 1000 + 900) })]);
    configureApiClient({ baseUrl: 'http://api.test/api', fetch: scripted.fetch });
    leave(Promise.reject(new TypeError('Failed to fetch')));
    await refreshSession();
    expect(scripted.calls.map((call) => call.url)).toEqual(['http://api.test/api/auth/refresh']);
    expect(useAuthStore.getState().user?.email).toBe('ada@example.com');
  });
});
