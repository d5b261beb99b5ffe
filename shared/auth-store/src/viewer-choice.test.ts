import { type AuthUser, NOT_SUBSCRIBED, type ViewerProfile } from '@premieres/contracts';
import { getViewerToken, useAuthStore } from './auth-store';

const user = (id: string): AuthUser => ({
  id,
  email: `${id}@example.com`,
  created_at: '2026-01-01T00:00:00.000Z',
  full_name: 'Ada',
  role: 'user',
  confirmed: true,
  subscription: NOT_SUBSCRIBED,
});
const kids: ViewerProfile = {
  id: 'p2',
  name: 'Kids',
  avatar: 'kite',
  kids: true,
  ceiling: 'U/A 7+',
  hasPin: false,
  isMain: false,
};

beforeEach(() => {
  useAuthStore.getState().clearSession();
  localStorage.clear();
});

describe('the chosen viewer profile', () => {
  it('is held beside the session and survives a reload of the same account only', () => {
    useAuthStore.getState().setSession({ user: user('u1'), accessToken: 'a' });
    useAuthStore.getState().setViewer(kids, 'vp-token');
    expect(getViewerToken()).toBe('vp-token');

    // A reload: the store starts empty and the refreshed session brings the stored choice back.
    useAuthStore.setState({ user: null, viewerProfile: null, viewerToken: null });
    useAuthStore.getState().setSession({ user: user('u1'), accessToken: 'b' });
    expect(useAuthStore.getState().viewerProfile).toEqual(kids);

    useAuthStore.setState({ user: null, viewerProfile: null, viewerToken: null });
    useAuthStore.getState().setSession({ user: user('u2'), accessToken: 'c' });
    expect(useAuthStore.getState().viewerProfile).toBeNull();
  });

  it('is forgotten on sign-out and on clearViewer', () => {
    useAuthStore.getState().setSession({ user: user('u1'), accessToken: 'a' });
    useAuthStore.getState().setViewer(kids, 'vp-token');
    useAuthStore.getState().clearViewer();
    expect(getViewerToken()).toBeNull();
    useAuthStore.getState().setViewer(kids, 'vp-token');
    useAuthStore.getState().clearSession();
    useAuthStore.getState().setSession({ user: user('u1'), accessToken: 'a' });
    expect(getViewerToken()).toBeNull();
  });
});
