import { notificationsApi } from '@premieres/api-client';
import { notificationKeys, type StoredNotification } from '@premieres/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../api/keys';
import { ACCOUNT_READ, useMemberId } from '../api/reads';
import { applyChange, type NotificationChange } from './notificationChange';

type Change = NotificationChange & { call: () => Promise<unknown> };

/**
 * The member's notifications from the API. A change shows at once (in the query's data) and is
 * then sent; when the API refuses it the list is read again, so the page never shows what is not
 * stored. A stored change invalidates the unread count, so the shell's header bell reads it again.
 */
export function useNotifications() {
  const memberId = useMemberId();
  const key = accountKeys.notifications(memberId);
  const client = useQueryClient();
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await notificationsApi.list()).items as readonly StoredNotification[],
    ...ACCOUNT_READ,
  });

  const change = async ({ call, ...shown }: Change): Promise<boolean> => {
    client.setQueryData<readonly StoredNotification[]>(key, (items) => items && applyChange(items, shown));
    try {
      await call();
      void client.invalidateQueries({ queryKey: notificationKeys.unreadCount(memberId) });
      return true;
    } catch {
      await query.refetch();
      return false;
    }
  };

  return {
    items: query.data ?? null,
    failed: query.isError,
    markRead: (id: string) => change({ type: 'markRead', id, call: () => notificationsApi.markRead(id) }),
    markAllRead: () => change({ type: 'markAllRead', call: () => notificationsApi.markAllRead() }),
    remove: (id: string) => change({ type: 'delete', id, call: () => notificationsApi.remove(id) }),
  };
}
