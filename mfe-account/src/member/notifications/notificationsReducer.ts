import type { NotificationItem } from '@premieres/contracts';

export type NotificationAction =
  | { type: 'markRead'; id: string }
  | { type: 'markAllRead' }
  | { type: 'delete'; id: string };

/** Local-only changes to the notification list (spec §7: no call). */
export function notificationsReducer(
  items: readonly NotificationItem[],
  action: NotificationAction,
): readonly NotificationItem[] {
  switch (action.type) {
    case 'markRead':
      return items.map((item) => (item.id === action.id && !item.read ? { ...item, read: true } : item));
    case 'markAllRead':
      return items.some((item) => !item.read) ? items.map((item) => ({ ...item, read: true })) : items;
    case 'delete':
      return items.filter((item) => item.id !== action.id);
  }
}

export function unreadCount(items: readonly NotificationItem[]): number {
  return items.filter((item) => !item.read).length;
}
