import type { StoredNotification } from '@premieres/contracts';

export type NotificationAction =
  | { type: 'loaded'; items: readonly StoredNotification[] }
  | { type: 'markRead'; id: string }
  | { type: 'markAllRead' }
  | { type: 'delete'; id: string };

type Items = readonly StoredNotification[] | null;

/** The page's copy of the list; null until loaded. Changes show at once, before the API answers. */
export function notificationsReducer(items: Items, action: NotificationAction): Items {
  if (action.type === 'loaded') return action.items;
  if (!items) return items;
  switch (action.type) {
    case 'markRead':
      return items.map((item) => (item.id === action.id && !item.read ? { ...item, read: true } : item));
    case 'markAllRead':
      return items.some((item) => !item.read) ? items.map((item) => ({ ...item, read: true })) : items;
    case 'delete':
      return items.filter((item) => item.id !== action.id);
  }
}

export function unreadCount(items: readonly StoredNotification[]): number {
  return items.filter((item) => !item.read).length;
}
