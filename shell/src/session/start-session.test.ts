import { testMember } from '../test/member';

const startSessionKeeper = jest.fn(() => () => undefined);
jest.mock('@premieres/api-client', () => ({ startSessionKeeper }));

const user = testMember;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fresh copy of the module (it starts the keeper once per page) and of the store it uses. */
async function load() {
  jest.resetModules();
  const store = await import('@premieres/auth-store');
  const { startSession } = await import('./start-session');
  return { ...store, startSession };
}

beforeEach(() => {
  startSessionKeeper.mockClear();
  localStorage.clear();
});

test('a first-time visitor loads no API client and is signed out at once', async () => {
  const { startSession, useAuthStore } = await load();
  const stop = startSession();
  await flush();
  expect(startSessionKeeper).not.toHaveBeenCalled();
  expect(useAuthStore.getState().loading).toBe(false);
  stop();
});

test('a browser that had a session restores it through the keeper', async () => {
  const { startSession, setSessionHint } = await load();
  setSessionHint(true);
  startSession();
  await flush();
  expect(startSessionKeeper).toHaveBeenCalledWith({ skipRestore: false });
});

test('a sign-in on the page starts the keeper without an extra refresh', async () => {
  const { startSession, useAuthStore } = await load();
  startSession();
  useAuthStore.getState().setSession({ user, accessToken: 'jwt' });
  await flush();
  expect(startSessionKeeper).toHaveBeenCalledWith({ skipRestore: true });
});
