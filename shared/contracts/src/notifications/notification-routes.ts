import { Type } from 'typebox';
import {
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationSchema,
  UnreadCountSchema,
} from '../account/notifications';
import type { ApiRoute } from '../api-routes/api-route';
import { StoredIdParamsSchema } from '../api-routes/stored-id';
import { NOTIFICATION_PATHS } from './notification-paths';

/** How many were marked read by "mark all as read". */
export const NotificationsUpdatedSchema = Type.Object({ updated: Type.Integer() });

/**
 * The member's notification routes, one table for both ends: the notifications plugin registers
 * these schemas, the api-client's notificationsApi calls these paths and answers these types.
 */
export const notificationRoutes = {
  list: {
    method: 'GET',
    path: NOTIFICATION_PATHS.list,
    querystring: NotificationListQuerySchema,
    response: NotificationListSchema,
  },
  unreadCount: { method: 'GET', path: NOTIFICATION_PATHS.unreadCount, response: UnreadCountSchema },
  markRead: {
    method: 'POST',
    path: NOTIFICATION_PATHS.markRead,
    params: StoredIdParamsSchema,
    response: NotificationSchema,
  },
  markAllRead: { method: 'POST', path: NOTIFICATION_PATHS.markAllRead, response: NotificationsUpdatedSchema },
  remove: {
    method: 'DELETE',
    path: NOTIFICATION_PATHS.one,
    params: StoredIdParamsSchema,
    status: 204,
    response: Type.Null(),
  },
} as const satisfies Record<string, ApiRoute>;
export type NotificationRoutes = typeof notificationRoutes;
