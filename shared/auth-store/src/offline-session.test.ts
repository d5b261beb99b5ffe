import type { AuthUser } from '@premieres/contracts';
import { useAuthStore } from './auth-store';
import { loadMemberSnapshot, MEMBER_SNAPSHOT_KEY } from './member-snapshot';
import { saveViewerChoice } from './viewer-choice';

const member: AuthUser = {
  id: 'u1',
  email: 'meera@example.com',
  created_at: '2026-01-01T00:00:00.000Z',
  full_name: 'Meera',
  role: 'user',
  confirmed: true,
  subscription: { subscribed: true, subscription_tier: 'standard', subscription_end: '2027-01-01' },
};

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().clearSession();
});

describe('a session kept from storage with no network (issue 27)', () => {
  it('remembers the member on sign-in, without the email or any token', () => {
    useAuthStore.getState().setSession({ user: member, accessToken: 'jwt' });
    const stored = localStorage.getItem(MEMBER_SNAPSHOT_KEY) ?? '';
    expect(stored).not.toContain('meera@example.com');
    expect(stored).not.toContain('jwt');
    expect(loadMemberSnapshot()).toEqual({ ...member, email: '' });
  });

  it('restores that member offline: signed in, no access token, the chosen profile kept', () => {
    useAuthStore.getState().setSession({ user: member, accessToken: 'jwt' });
    const profile = { id: 'p1', name: 'Meera', kids: false, avatar: 'red', hasPin: false } as never;
    saveViewerChoice({ userId: 'u1', profile, token: 'viewer-token' });
    useAuthStore.setState({ user: null, accessToken: null, loading: true });

    expect(useAuthStore.getState().restoreOffline()).toBe(true);
    const state = useAuthStore.getState();
    expect(state.user?.id).toBe('u1');
    expect(state.accessToken).toBeNull();
    expect(state.offline).toBe(true);
    expect(state.loading).toBe(false);
    expect(state.subscription.subscription_tier).toBe('standard');
    expect(state.viewerProfile).toEqual(profile);

    // The refresh that works again ends the offline state.
    useAuthStore.getState().setSession({ user: member, accessToken: 'jwt2' });
    expect(useAuthStore.getState().offline).toBe(false);
  });

  it('has nothing to restore for a browser that never signed in, nor after sign-out', () => {
    expect(useAuthStore.getState().restoreOffline()).toBe(false);
    useAuthStore.getState().setSession({ user: member, accessToken: 'jwt' });
    useAuthStore.getState().clearSession();
    expect(localStorage.getItem(MEMBER_SNAPSHOT_KEY)).toBeNull();
    expect(useAuthStore.getState().restoreOffline()).toBe(false);
    expect(useAuthStore.getState().user).toBeNull();
  });
});
