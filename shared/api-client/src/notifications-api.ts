import type { NotificationList, StoredNotification } from '@premieres/contracts';
import { call } from './http';

// This package is a Module Federation singleton, so the shell's header bell and the account
// remote's page share these listeners: a change made on the page refreshes the badge.
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Listens for changes made through this client to the member's notifications; returns the unsubscribe. */
export function onNotificationsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const one = (id: string) => `me/notifications/${encodeURIComponent(id)}`;

/** The signed-in member's notifications (`/api/me/notifications`). */
export const notificationsApi = {
  list: (limit?: number): Promise<NotificationList> =>
    call((c) => c.get('me/notifications', limit ? { searchParams: { limit } } : {}).json()),
  /** The bell's badge: one cheap count. */
  unreadCount: async (): Promise<number> =>
    (await call((c) => c.get('me/notifications/unread-count').json<{ unread: number }>())).unread,
  markRead: async (id: string): Promise<StoredNotification> => {
    const updated = await call((c) => c.post(`${one(id)}/read`).json<StoredNotification>());
    changed();
    return updated;
  },
  markAllRead: async (): Promise<void> => {
    await call((c) => c.post('me/notifications/read-all'));
    changed();
  },
  remove: async (id: string): Promise<void> => {
    await call((c) => c.delete(one(id)));
    changed();
  },
};
