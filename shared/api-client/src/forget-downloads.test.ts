import 'fake-indexeddb/auto';

// jsdom (needed for localStorage) has no structuredClone, which fake-indexeddb stores values with
// (read when a value is stored); this test stores plain data only.
globalThis.structuredClone ??= ((value: unknown) =>
  JSON.parse(JSON.stringify(value))) as typeof structuredClone;

import { setSessionHint, useAuthStore } from '@premieres/auth-store';
import { DOWNLOADS_DB, EARLY_SESSION_GLOBAL, type EarlyRequest } from '@premieres/contracts';
import { authApi } from './auth-api';
import { configureApiClient } from './config';
import { endSession } from './end-session';
import { refreshSession } from './session';
import { scriptedFetch, TEST_USER } from './test-fetch';

/** The downloads database as the download manager leaves it: a licence, left open like a page would. */
function seedDownloads(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DOWNLOADS_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('licences', { keyPath: 'id' });
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close();
      const transaction = db.transaction('licences', 'readwrite');
      transaction.objectStore('licences').put({ id: 'l1', key: 'stands for the CryptoKey' });
      transaction.oncomplete = () => resolve(db);
    };
    request.onerror = () => reject(request.error);
  });
}

async function databaseNames(): Promise<(string | undefined)[]> {
  return (await indexedDB.databases()).map((db) => db.name);
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().clearSession();
});

describe("sign-out removes the account's downloads and keys (issue 27)", () => {
  it('deletes the downloads database, even while a page holds it open, and forgets the member', async () => {
    jest.spyOn(authApi, 'signOut').mockResolvedValue(undefined);
    useAuthStore.getState().setSession({ user: TEST_USER, accessToken: 'jwt' });
    await seedDownloads();
    expect(await databaseNames()).toContain(DOWNLOADS_DB);

    await endSession(() => undefined);
    expect(await databaseNames()).not.toContain(DOWNLOADS_DB);
    expect(useAuthStore.getState().restoreOffline()).toBe(false);
  });

  it('a refresh the API refuses (the session ended elsewhere) deletes them too', async () => {
    useAuthStore.getState().setSession({ user: TEST_USER, accessToken: 'jwt' });
    setSessionHint(true);
    await seedDownloads();
    // The refusal as the shell's early refresh answers it (jsdom has no Response: its shape).
    const refused = {
      ok: false,
      status: 401,
      statusText: 'Unauthorized',
      json: async () => ({ statusCode: 401, error: 'Unauthorized', message: 'no session' }),
    };
    const early: EarlyRequest = {
      response: Promise.resolve(refused as Response),
      startedAt: performance.now(),
    };
    (globalThis as Record<string, unknown>)[EARLY_SESSION_GLOBAL] = early;
    await refreshSession();
    expect(useAuthStore.getState().user).toBeNull();
    expect(await databaseNames()).not.toContain(DOWNLOADS_DB);
  });

  it('no network is not a sign-out: the member stays, offline, and the downloads stay', async () => {
    useAuthStore.getState().setSession({ user: TEST_USER, accessToken: 'jwt' });
    setSessionHint(true);
    await seedDownloads();
    // A reload: the token is gone from memory, the network too.
    useAuthStore.setState({ user: null, accessToken: null, loading: true });
    configureApiClient({
      baseUrl: 'http://api.test/api',
      fetch: scriptedFetch([new TypeError('Failed to fetch')]).fetch,
    });
    await refreshSession();
    const state = useAuthStore.getState();
    expect(state.user?.id).toBe(TEST_USER.id);
    expect(state.offline).toBe(true);
    expect(state.loading).toBe(false);
    expect(await databaseNames()).toContain(DOWNLOADS_DB);
  });
});
