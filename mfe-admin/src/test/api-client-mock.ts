// The factory of jest.mock('@premieres/api-client'). It must not import the api-client itself:
// the factory would then run again while the first run is still in progress.
export function apiClientMock() {
  const actual = jest.requireActual<typeof import('@premieres/api-client')>('@premieres/api-client');
  const adminApi = Object.fromEntries(Object.keys(actual.adminApi).map((name) => [name, jest.fn()]));
  return {
    ...actual,
    adminApi,
    usersApi: { list: jest.fn(), setRole: jest.fn() },
    contactApi: { list: jest.fn(), resolve: jest.fn(), send: jest.fn(), limit: jest.fn() },
    // Patched in place so the real endSession (which holds the same object) calls the mock.
    authApi: Object.assign(actual.authApi, { signOut: jest.fn() }),
  };
}
