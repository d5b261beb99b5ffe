import {
  ApiRequestError,
  accountApi,
  authApi,
  billingApi,
  contactApi,
  downloadsApi,
  notificationsApi,
} from '@premieres/api-client';
import type { AuthSession } from '@premieres/contracts';
import { notify } from '@premieres/ui';
import { testUser } from './renderAccount';

// Test files call jest.mock('@premieres/api-client') and jest.mock('@premieres/ui') with the
// factories below; these are the typed handles on the mocked functions.
export const api = authApi as jest.Mocked<typeof authApi>;
export const accountMock = accountApi as jest.Mocked<typeof accountApi>;
export const notificationsMock = notificationsApi as jest.Mocked<typeof notificationsApi>;
export const contactMock = contactApi as jest.Mocked<typeof contactApi>;
export const billing = billingApi as jest.Mocked<typeof billingApi>;
export const downloadsMock = downloadsApi as jest.Mocked<typeof downloadsApi>;
export const notifyMock = notify as jest.MockedFunction<typeof notify>;

export function session(overrides: Partial<AuthSession['user']> = {}): AuthSession {
  return { user: { ...testUser, ...overrides }, accessToken: 'new-token' };
}

export function apiError(
  statusCode: number,
  message: string,
  fields?: Record<string, string>,
  extra: { code?: string; retryAfterMinutes?: number } = {},
) {
  return new ApiRequestError({
    statusCode,
    error: 'Error',
    message,
    ...(fields ? { fields } : {}),
    ...extra,
  });
}
