import { ACCOUNT_SETTINGS_DEFAULTS } from '@premieres/contracts';

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
    // No device holds downloads (the settings page's Download devices section).
    downloadsApi: {
      ...actual.downloadsApi,
      devices: jest.fn(async () => ({ devices: [], limit: 0 })),
      removeDevice: jest.fn(async () => undefined),
    },
    // One viewer profile: sign-in goes straight on, no 'Who's watching?'.
    viewersApi: { ...actual.viewersApi, list: jest.fn(async () => []) },
    // An account that never saved its settings, has no notifications and may write to support.
    accountApi: {
      settings: jest.fn(async () => ({
        ...ACCOUNT_SETTINGS_DEFAULTS,
        cookies: { ...ACCOUNT_SETTINGS_DEFAULTS.cookies },
      })),
      saveSettings: jest.fn(),
      // The test user's account record (renderAccount's testUser).
      profile: jest.fn(async () => ({
        email: 'asha@example.com',
        full_name: 'Asha Rao',
        created_at: '2024-03-05T10:00:00.000Z',
      })),
      saveProfile: jest.fn(),
    },
    notificationsApi: {
      list: jest.fn(async () => ({ items: [], unread: 0 })),
      unreadCount: jest.fn(async () => 0),
      markRead: jest.fn(),
      markAllRead: jest.fn(),
      remove: jest.fn(),
    },
    contactApi: {
      send: jest.fn(),
      limit: jest.fn(async () => ({ locked: false, remainingMinutes: 0 })),
      list: jest.fn(),
      resolve: jest.fn(),
    },
  };
}

export function mockUi() {
  return { ...jest.requireActual('@premieres/ui'), notify: jest.fn() };
}
