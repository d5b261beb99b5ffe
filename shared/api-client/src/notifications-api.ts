import type { NotificationRoutes, RouteAnswer } from '@premieres/contracts';
import { NOTIFICATION_PATHS, routeUrl } from '@premieres/contracts';
import { call } from './http';

// Answers typed from the contracts' route table (notificationRoutes); only its paths are imported
// at run time, so the schemas stay out of the browser bundles.
type NotificationList = RouteAnswer<NotificationRoutes['list']>;
type UnreadCount = RouteAnswer<NotificationRoutes['unreadCount']>;
type StoredNotification = RouteAnswer<NotificationRoutes['markRead']>;

/** The signed-in member's notifications (`/api/me/notifications`). */
export const notificationsApi = {
  list: (limit?: number): Promise<NotificationList> =>
    call((c) => c.get(routeUrl(NOTIFICATION_PATHS.list), limit ? { searchParams: { limit } } : {}).json()),
  /** The bell's badge: one cheap count. */
  unreadCount: async (): Promise<number> =>
    (await call((c) => c.get(routeUrl(NOTIFICATION_PATHS.unreadCount)).json<UnreadCount>())).unread,
  markRead: (id: string): Promise<StoredNotification> =>
    call((c) => c.post(routeUrl(NOTIFICATION_PATHS.markRead, { id })).json<StoredNotification>()),
  markAllRead: async (): Promise<void> => {
    await call((c) => c.post(routeUrl(NOTIFICATION_PATHS.markAllRead)));
  },
  remove: async (id: string): Promise<void> => {
    await call((c) => c.delete(routeUrl(NOTIFICATION_PATHS.one, { id })));
  },
};
