import { useAuthStore } from '@premieres/auth-store';
import type { AuthUser } from '@premieres/contracts';
import { authApi } from './auth-api';
import { endSession } from './end-session';

jest.mock('./auth-api', () => ({ authApi: { signOut: jest.fn() } }));
const signOut = authApi.signOut as jest.Mock;

const user: AuthUser = {
  id: 'u1',
  email: 'meera@example.com',
  created_at: '2026-01-01T00:00:00.000Z',
  full_name: 'Meera',
  role: 'admin',
  confirmed: true,
  subscription: { subscribed: true, subscription_tier: 'premium', subscription_end: '2027-01-01' },
};

describe('endSession', () => {
  beforeEach(() => {
    signOut.mockReset();
    useAuthStore.getState().setSession({ user, accessToken: 'token' });
  });

  it('leaves while still signed in, then clears user, role and subscription', async () => {
    signOut.mockResolvedValue(undefined);
    let userWhileLeaving: AuthUser | null = null;
    await endSession(() => {
      userWhileLeaving = useAuthStore.getState().user;
    });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(userWhileLeaving).toEqual(user);
    const state = useAuthStore.getState();
    expect(state.user).toBeNull();
    expect(state.accessToken).toBeNull();
    expect(state.role).toBe('user');
    expect(state.subscription.subscribed).toBe(false);
  });

  it('still ends the local session when the server call fails', async () => {
    signOut.mockRejectedValue(new Error('offline'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const leave = jest.fn();
    await endSession(leave);
    expect(leave).toHaveBeenCalled();
    expect(useAuthStore.getState().user).toBeNull();
    expect(warn).toHaveBeenCalledWith('[api-client] sign-out request failed', 'offline');
    warn.mockRestore();
  });
});
