import {
  type AuthUser,
  DEFAULT_ROLE,
  isAdminRole,
  isModeratorRole,
  NOT_SUBSCRIBED,
  type Role,
  type SubscriptionState,
} from '@premieres/contracts';
import { create } from 'zustand';

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
} as const;

/**
 * The one auth store. This package is a Module Federation singleton, so the shell and every
 * remote read and write this same instance.
 */
export const useAuthStore = create<AuthState>()((set) => ({
  ...signedOut,
  loading: true,
  setSession: ({ user, accessToken }) =>
    set({
      user,
      accessToken,
      role: user.role,
      isAdmin: isAdminRole(user.role),
      isModerator: isModeratorRole(user.role),
      subscription: user.subscription ?? NOT_SUBSCRIBED,
      loading: false,
    }),
  clearSession: () => set({ ...signedOut, loading: false }),
  setLoading: (loading) => set({ loading }),
}));

/** Non-React readers (the API client, event handlers). */
export const getAuthState = (): AuthState => useAuthStore.getState();

/** The access token for `Authorization: Bearer`, or null when signed out. */
export const getAccessToken = (): string | null => useAuthStore.getState().accessToken;
