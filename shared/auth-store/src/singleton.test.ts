import type { AuthUser } from '@premieres/contracts';

// Why this package must be a Module Federation singleton: every bundle that carries its own copy
// of the module gets its own store, and a sign-in in one remote would be invisible to the rest.
// The federation config (shared/federation) declares it singleton; e2e/tests/platform.spec.ts
// checks in the browser that the shell and a remote see one instance.

const user: AuthUser = {
  id: 'u1',
  email: 'ada@example.com',
  created_at: '2026-01-01T00:00:00.000Z',
  full_name: 'Ada',
  role: 'user',
  confirmed: true,
  subscription: { subscribed: false, subscription_tier: null, subscription_end: null },
};

type StoreModule = typeof import('./auth-store');

function loadCopy(): StoreModule {
  let copy: StoreModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<StoreModule>('./auth-store');
  });
  if (!copy) throw new Error('module did not load');
  return copy;
}

test('two separately loaded copies are two different stores', () => {
  const shellCopy = loadCopy();
  const remoteCopy = loadCopy();
  expect(shellCopy.useAuthStore).not.toBe(remoteCopy.useAuthStore);
  shellCopy.useAuthStore.getState().setSession({ user, accessToken: 'jwt' });
  expect(remoteCopy.useAuthStore.getState().user).toBeNull();
});

test('one shared copy is one store: a session set through it is seen by every importer', () => {
  const shared = loadCopy();
  const shellView = shared.useAuthStore;
  const remoteView = shared.useAuthStore;
  shellView.getState().setSession({ user, accessToken: 'jwt' });
  expect(remoteView.getState().user?.email).toBe('ada@example.com');
});
