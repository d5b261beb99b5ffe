/**
 * Where the member's notifications live (under /api). Schema-free: the api-client reads these
 * without bringing the schemas (notification-routes.ts) into a browser bundle.
 */
export const NOTIFICATION_PATHS = {
  list: '/me/notifications',
  unreadCount: '/me/notifications/unread-count',
  markRead: '/me/notifications/:id/read',
  markAllRead: '/me/notifications/read-all',
  one: '/me/notifications/:id',
} as const;
