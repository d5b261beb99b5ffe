import { notificationKeys } from '@premieres/contracts';

/**
 * Query keys of this remote, by domain, in the shell's QueryClient. Each holds the signed-in
 * member's id, so that another member signing in on the same tab never sees the last one's data.
 */
export const accountKeys = {
  profile: (userId: string | null) => ['account', userId, 'profile'] as const,
  settings: (userId: string | null) => ['account', userId, 'settings'] as const,
  subscription: (userId: string | null) => ['account', userId, 'billing', 'subscription'] as const,
  viewerProfiles: (userId: string | null) => ['account', userId, 'viewer-profiles'] as const,
  /** Shared with the shell's header bell (contracts' notificationKeys). */
  notifications: notificationKeys.list,
  downloadDevices: (userId: string | null) => ['account', userId, 'download-devices'] as const,
};
