// Factories for jest.mock(): the real module with the calls the account screens make replaced.
export function mockApiClient() {
  const actual = jest.requireActual('@premieres/api-client');
  return {
    ...actual,
    authApi: {
      signIn: jest.fn(),
      signUp: jest.fn(),
      signOut: jest.fn(),
      refresh: jest.fn(),
      me: jest.fn(),
      requestPasswordReset: jest.fn(),
      completePasswordReset: jest.fn(),
      confirmEmail: jest.fn(),
    },
    billingApi: {
      ...actual.billingApi,
      checkoutSession: jest.fn(),
      syncSubscription: jest.fn(async () => undefined),
      subscription: jest.fn(),
      changePlan: jest.fn(),
      cancel: jest.fn(),
      resume: jest.fn(),
    },
    // One viewer profile: sign-in goes straight on, no 'Who's watching?'.
    viewersApi: { ...actual.viewersApi, list: jest.fn(async () => []) },
  };
}

export function mockUi() {
  return { ...jest.requireActual('@premieres/ui'), notify: jest.fn() };
}
