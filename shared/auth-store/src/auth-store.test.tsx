import type { AuthUser } from '@premieres/contracts';
import { act, render, screen } from '@testing-library/react';
import { getAccessToken, useAuthStore } from './auth-store';

const admin: AuthUser = {
  id: 'u1',
  email: 'ada@example.com',
  created_at: '2026-01-01T00:00:00.000Z',
  full_name: 'Ada',
  role: 'admin',
  confirmed: true,
  subscription: {
    subscribed: true,
    subscription_tier: 'premium',
    subscription_end: '2026-12-31T00:00:00.000Z',
  },
};

beforeEach(() => {
  useAuthStore.setState({ loading: true });
  useAuthStore.getState().clearSession();
});

describe('useAuthStore', () => {
  it('starts signed out as a user, with no subscription', () => {
    const state = useAuthStore.getState();
    expect(state.user).toBeNull();
    expect(state.accessToken).toBeNull();
    expect(state.role).toBe('user');
    expect(state.isAdmin).toBe(false);
    expect(state.isModerator).toBe(false);
    expect(state.subscription).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
    });
  });

  it('derives role flags and subscription from the session user', () => {
    useAuthStore.getState().setSession({ user: admin, accessToken: 'jwt-1' });
    const state = useAuthStore.getState();
    expect(state.user?.email).toBe('ada@example.com');
    expect(getAccessToken()).toBe('jwt-1');
    expect(state.role).toBe('admin');
    expect(state.isAdmin).toBe(true);
    expect(state.isModerator).toBe(true);
    expect(state.subscription.subscription_tier).toBe('premium');
    expect(state.loading).toBe(false);
  });

  it('treats a moderator as moderator but not admin', () => {
    useAuthStore.getState().setSession({ user: { ...admin, role: 'moderator' }, accessToken: 'jwt-2' });
    expect(useAuthStore.getState().isModerator).toBe(true);
    expect(useAuthStore.getState().isAdmin).toBe(false);
  });

  it('clearSession resets role to user and subscription to not subscribed', () => {
    useAuthStore.getState().setSession({ user: admin, accessToken: 'jwt-1' });
    useAuthStore.getState().clearSession();
    const state = useAuthStore.getState();
    expect(state.user).toBeNull();
    expect(state.accessToken).toBeNull();
    expect(state.role).toBe('user');
    expect(state.isAdmin).toBe(false);
    expect(state.subscription.subscribed).toBe(false);
    expect(state.loading).toBe(false);
  });

  it("asks for 'Who's watching?' until a profile is chosen or the session ends", () => {
    const store = useAuthStore.getState();
    store.setSession({ user: admin, accessToken: 'jwt-1' });
    store.requireViewer();
    expect(useAuthStore.getState().viewerNeeded).toBe(true);
    // A refreshed access token of the same account keeps the question open.
    store.setSession({ user: admin, accessToken: 'jwt-2' });
    expect(useAuthStore.getState().viewerNeeded).toBe(true);
    const main = {
      id: 'p1',
      name: 'Main',
      avatar: 'sun',
      kids: false,
      ceiling: 'A',
      hasPin: true,
      isMain: true,
    } as const;
    store.setViewer(main, 'vt-1');
    expect(useAuthStore.getState().viewerNeeded).toBe(false);
    store.requireViewer();
    store.clearSession();
    expect(useAuthStore.getState().viewerNeeded).toBe(false);
  });

  it('setLoading toggles the loading flag only', () => {
    useAuthStore.getState().setSession({ user: admin, accessToken: 'jwt-1' });
    useAuthStore.getState().setLoading(true);
    expect(useAuthStore.getState().loading).toBe(true);
    expect(useAuthStore.getState().user?.id).toBe('u1');
  });

  it('re-renders subscribed components when the session changes', () => {
    function Who() {
      const email = useAuthStore((state) => state.user?.email ?? 'visitor');
      return <p>{email}</p>;
    }
    render(<Who />);
    expect(screen.getByText('visitor')).toBeInTheDocument();
    act(() => useAuthStore.getState().setSession({ user: admin, accessToken: 'jwt-1' }));
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });
});
