import { type FakeApi, fakeApi, type Reply, type Route } from '@premieres/api-client/testing';
import { ACCOUNT_SETTINGS_DEFAULTS } from '@premieres/contracts';
import { testUser } from './renderAccount';

/**
 * The API as the account screens find it unless a test says otherwise (the real client over a
 * fake fetch): one viewer profile (sign-in goes straight on), an account that never saved its
 * settings, no notifications, no download devices, and contact open.
 */
export function fakeAccountApi(routes: Partial<Record<Route, Reply>> = {}): FakeApi {
  return fakeApi({
    'GET viewer-profiles': { items: [] },
    'GET me/settings': { ...ACCOUNT_SETTINGS_DEFAULTS, cookies: { ...ACCOUNT_SETTINGS_DEFAULTS.cookies } },
    'GET me/profile': {
      email: testUser.email,
      full_name: testUser.full_name,
      created_at: testUser.created_at,
    },
    'GET me/notifications': { items: [], unread: 0 },
    'GET me/notifications/unread-count': { unread: 0 },
    'GET downloads/devices': { devices: [], limit: 0 },
    'GET contact/limit': { locked: false, remainingMinutes: 0 },
    ...routes,
  });
}
