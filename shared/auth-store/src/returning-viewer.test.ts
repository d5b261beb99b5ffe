import type { AuthUser, ViewerProfile } from '@premieres/contracts';
import { saveMemberSnapshot } from './member-snapshot';
import { returningViewer } from './returning-viewer';
import { setSessionHint } from './session-hint';
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
const kids = {
  id: 'p2',
  name: 'Kids',
  kids: true,
  avatar: 'blue',
  hasPin: false,
} as unknown as ViewerProfile;

/** The store module as a fresh page loads it, with what this browser holds now. */
async function freshStore(): Promise<typeof import('./auth-store')> {
  let store: typeof import('./auth-store') | undefined;
  await jest.isolateModulesAsync(async () => {
    store = await import('./auth-store');
  });
  if (!store) throw new Error('no store');
  return store;
}

beforeEach(() => localStorage.clear());

describe("a returning member's profile before the session restore answers (issue 28)", () => {
  it('is the chosen profile of the member this browser last saw', async () => {
    setSessionHint(true);
    saveMemberSnapshot(member);
    saveViewerChoice({ userId: 'u1', profile: kids, token: 'kids-token' });
    expect(returningViewer()).toEqual({ viewerProfile: kids, viewerToken: 'kids-token' });

    const { useAuthStore, getViewerToken } = await freshStore();
    const state = useAuthStore.getState();
    // Still restoring: not signed in yet, but reads already go as the kids profile.
    expect(state.loading).toBe(true);
    expect(state.user).toBeNull();
    expect(state.viewerProfile).toEqual(kids);
    expect(getViewerToken()).toBe('kids-token');

    // The restore answers the same member: the profile stays.
    useAuthStore.getState().setSession({ user: member, accessToken: 'jwt' });
    expect(useAuthStore.getState().viewerToken).toBe('kids-token');
  });

  it('is dropped when the restore answers another member, or is refused', async () => {
    setSessionHint(true);
    saveMemberSnapshot(member);
    saveViewerChoice({ userId: 'u1', profile: kids, token: 'kids-token' });

    const other = (await freshStore()).useAuthStore;
    other.getState().setSession({ user: { ...member, id: 'u2' }, accessToken: 'jwt' });
    expect(other.getState().viewerToken).toBeNull();

    saveMemberSnapshot(member);
    saveViewerChoice({ userId: 'u1', profile: kids, token: 'kids-token' });
    const refused = (await freshStore()).useAuthStore;
    refused.getState().clearSession();
    expect(refused.getState().viewerProfile).toBeNull();
    expect(returningViewer()).toBeNull();
  });

  it('is none without a session to restore, or for a choice made by another account', async () => {
    saveMemberSnapshot(member);
    saveViewerChoice({ userId: 'u1', profile: kids, token: 'kids-token' });
    expect(returningViewer()).toBeNull();
    expect((await freshStore()).useAuthStore.getState().viewerToken).toBeNull();

    setSessionHint(true);
    saveViewerChoice({ userId: 'u9', profile: kids, token: 'other-token' });
    expect(returningViewer()).toBeNull();
  });
});
