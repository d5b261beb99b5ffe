import { type Static, Type } from 'typebox';
import { DateTimeSchema } from '../admin/common';
import { pageSizeParam } from '../paging';

/** Spec §3 notification types. */
export const NOTIFICATION_TYPES = ['content', 'welcome', 'billing'] as const;
export const NotificationTypeSchema = Type.Enum(NOTIFICATION_TYPES);

/** What caused a notification; the browser picks its title and message keys by it. */
export const NOTIFICATION_EVENTS = [
  'welcome',
  'paymentSucceeded',
  'paymentFailed',
  'renewalUpcoming',
  'renewalEnding',
  'subscriptionCancelled',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * A stored notification. `title` and `message` are i18n keys (namespace 'account') and `params`
 * their values, so the member reads it in en, hi or ml whatever language it was made in.
 */
export const NotificationSchema = Type.Object({
  id: Type.String(),
  type: NotificationTypeSchema,
  event: Type.Enum(NOTIFICATION_EVENTS),
  title: Type.String(),
  message: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  read: Type.Boolean(),
  created_at: DateTimeSchema,
});
export type StoredNotification = Static<typeof NotificationSchema>;

export const NOTIFICATIONS_PAGE_MAX = 100;

export const NotificationListQuerySchema = Type.Object({
  limit: pageSizeParam(NOTIFICATIONS_PAGE_MAX, 50),
});
export type NotificationListQuery = Static<typeof NotificationListQuerySchema>;

/** Newest first, with the unread count of all of them (the header bell's badge). */
export const NotificationListSchema = Type.Object({
  items: Type.Array(NotificationSchema),
  unread: Type.Integer({ minimum: 0 }),
});
export type NotificationList = Static<typeof NotificationListSchema>;

export const UnreadCountSchema = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCountSchema>;

export const NOTIFICATION_ERROR_CODES = { notFound: 'NOTIFICATION_NOT_FOUND' } as const;
export const NOTIFICATION_NOT_FOUND = 'Notification not found';
