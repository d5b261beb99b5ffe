/**
 * Query keys of the member's notifications in the shell's one QueryClient, shared by the shell's
 * header bell and the account remote's page: a change the page stores invalidates the bell's
 * count, which then reads again. Each key holds the member's id, so another member signing in on
 * the same tab never sees the last one's.
 */
export const notificationKeys = {
  /** Everything about the member's notifications. */
  all: (userId: string | null) => ['account', userId, 'notifications'] as const,
  /** The stored notifications (the notifications page). */
  list: (userId: string | null) => [...notificationKeys.all(userId), 'list'] as const,
  /** The unread count (the header bell's badge). */
  unreadCount: (userId: string | null) => [...notificationKeys.all(userId), 'unread-count'] as const,
};
