import {
  type AuthUser,
  DEFAULT_ROLE,
  isAdminRole,
  isModeratorRole,
  NOT_SUBSCRIBED,
  type Role,
  type SubscriptionState,
  type ViewerProfile,
} from '@premieres/contracts';
import { create } from 'zustand';
import { loadMemberSnapshot, saveMemberSnapshot } from './member-snapshot';
import { returningViewer } from './returning-viewer';
import { loadViewerChoice, saveViewerChoice } from './viewer-choice';

export interface AuthSessionInput {
  user: AuthUser;
  accessToken: string;
}

export interface AuthState {
  user: AuthUser | null;
  accessToken: string | null;
  role: Role;
  isAdmin: boolean;
  isModerator: boolean;
  subscription: SubscriptionState;
  /** True until the first session check (the refresh on start) has answered. */
  loading: boolean;
  /** Who is watching: the chosen viewer profile and its signed token (api-client sends it). */
  viewerProfile: ViewerProfile | null;
  viewerToken: string | null;
  /**
   * The API refused a profile-level call for want of a chosen profile (or its PIN): the shell
   * answers by opening 'Who's watching?'. Cleared by choosing a profile or signing out.
   */
  viewerNeeded: boolean;
  /**
   * The API could not be reached when the session was restored: the member is the one this
   * browser last saw (no access token), until a refresh succeeds. Offline pages (the downloads)
   * open; calls to the API wait for the network.
   */
  offline: boolean;
  /** Signs in as the stored member, offline (see `offline`); false when none is stored. */
  restoreOffline: () => boolean;
  setViewer: (profile: ViewerProfile, token: string) => void;
  /** Asks for 'Who's watching?' (the API answered VIEWER_PIN_REQUIRED). */
  requireViewer: () => void;
  /** Forget the chosen profile (the API refused its token, or it was deleted). */
  clearViewer: () => void;
  setSession: (session: AuthSessionInput) => void;
  /** Sign-out: clears user and token; role back to user, subscription to not subscribed (spec §4). */
  clearSession: () => void;
  setLoading: (loading: boolean) => void;
}

const signedOut = {
  user: null,
  accessToken: null,
  role: DEFAULT_ROLE,
  isAdmin: false,
  isModerator: false,
  subscription: NOT_SUBSCRIBED,
  viewerProfile: null,
  viewerToken: null,
  viewerNeeded: false,
  offline: false,
} as const;

/**
 * The one auth store. This package is a Module Federation singleton, so the shell and every
 * remote read and write this same instance.
 */
export const useAuthStore = create<AuthState>()((set, get) => ({
  ...signedOut,
  // Before the restore answers, a returning member's reads go as their chosen profile.
  ...returningViewer(),
  loading: true,
  setSession: ({ user, accessToken }) => {
    // The same account keeps its chosen profile (this tab's or, after a reload, the stored one).
    const current = get();
    const kept =
      current.user?.id === user.id && current.viewerProfile && current.viewerToken
        ? { profile: current.viewerProfile, token: current.viewerToken }
        : loadViewerChoice(user.id);
    set({
      user,
      accessToken,
      role: user.role,
      isAdmin: isAdminRole(user.role),
      isModerator: isModeratorRole(user.role),
      subscription: user.subscription ?? NOT_SUBSCRIBED,
      loading: false,
      viewerProfile: kept?.profile ?? null,
      viewerToken: kept?.token ?? null,
      viewerNeeded: current.user?.id === user.id ? current.viewerNeeded && !kept : false,
      offline: false,
    });
    saveMemberSnapshot(user);
  },
  restoreOffline: () => {
    const user = loadMemberSnapshot();
    if (!user) return false;
    const kept = loadViewerChoice(user.id);
    set({
      ...signedOut,
      user,
      role: user.role,
      isAdmin: isAdminRole(user.role),
      isModerator: isModeratorRole(user.role),
      subscription: user.subscription ?? NOT_SUBSCRIBED,
      viewerProfile: kept?.profile ?? null,
      viewerToken: kept?.token ?? null,
      offline: true,
      loading: false,
    });
    return true;
  },
  clearSession: () => {
    saveViewerChoice(null);
    saveMemberSnapshot(null);
    set({ ...signedOut, loading: false });
  },
  setViewer: (profile, token) => {
    const userId = get().user?.id;
    if (userId) saveViewerChoice({ userId, profile, token });
    set({ viewerProfile: profile, viewerToken: token, viewerNeeded: false });
  },
  requireViewer: () => set({ viewerNeeded: true }),
  clearViewer: () => {
    saveViewerChoice(null);
    set({ viewerProfile: null, viewerToken: null });
  },
  setLoading: (loading) => set({ loading }),
}));

/** Non-React readers (the API client, event handlers). */
export const getAuthState = (): AuthState => useAuthStore.getState();

/** The access token for `Authorization: Bearer`, or null when signed out. */
export const getAccessToken = (): string | null => useAuthStore.getState().accessToken;

/** The chosen viewer profile's token for the `x-viewer-profile` header, or null. */
export const getViewerToken = (): string | null => useAuthStore.getState().viewerToken;
