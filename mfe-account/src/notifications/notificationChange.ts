import type { StoredNotification } from '@premieres/contracts';

export type NotificationChange =
  | { type: 'markRead'; id: string }
  | { type: 'markAllRead' }
  | { type: 'delete'; id: string };

/** The list as it is once `change` is stored: shown at once, before the API answers. */
export function applyChange(
  items: readonly StoredNotification[],
  change: NotificationChange,
): readonly StoredNotification[] {
  switch (change.type) {
    case 'markRead':
      return items.map((item) => (item.id === change.id && !item.read ? { ...item, read: true } : item));
    case 'markAllRead':
      return items.some((item) => !item.read) ? items.map((item) => ({ ...item, read: true })) : items;
    case 'delete':
      return items.filter((item) => item.id !== change.id);
  }
}

export function unreadCount(items: readonly StoredNotification[]): number {
  return items.filter((item) => !item.read).length;
}
