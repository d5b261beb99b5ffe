import type { AuthSession } from '@premieres/contracts';
import { notify } from '@premieres/ui';
import { testUser } from './renderAccount';

// Test files that watch the toasts call jest.mock('@premieres/ui') with mockUi()
// (jestMockFactories.ts); this is the typed handle on the mocked notify.
export const notifyMock = notify as jest.MockedFunction<typeof notify>;

/** What the API answers a successful sign-in or sign-up. */
export function session(overrides: Partial<AuthSession['user']> = {}): AuthSession {
  return { user: { ...testUser, ...overrides }, accessToken: 'new-token' };
}
