import { type AuthUser, NOT_SUBSCRIBED } from '@premieres/contracts';

/** A signed-in member for tests. */
export const testMember: AuthUser = {
  id: 'u1',
  email: 'a@b.co',
  created_at: '2026-01-01T00:00:00.000Z',
  full_name: 'A',
  role: 'user',
  confirmed: true,
  subscription: NOT_SUBSCRIBED,
};
