// A signed-in member for tests. Kit-free, so the without-ui-kit tests (which make the kit throw)
// can use it too; render.tsx re-exports it.
import { useAuthStore } from '@premieres/auth-store';
import type { AuthUser, Role } from '@premieres/contracts';

export function member(role: Role = 'user', email = 'asha.menon@example.in'): AuthUser {
  return {
    id: `u-${role}`,
    email,
    created_at: '2025-01-01T00:00:00.000Z',
    full_name: 'Asha Menon',
    role,
    confirmed: true,
    subscription: { subscribed: true, subscription_tier: 'premium', subscription_end: null },
  };
}

export function signIn(user: AuthUser = member()): void {
  useAuthStore.getState().setSession({ user, accessToken: 'token' });
}

export function signOut(): void {
  useAuthStore.getState().clearSession();
}
