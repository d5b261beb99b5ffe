import { notificationsApi } from '@premieres/api-client';
import type { StoredNotification } from '@premieres/contracts';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { type NotificationAction, notificationsReducer } from './notificationsReducer';

type Change = NotificationAction & { call: () => Promise<unknown> };

/**
 * The member's notifications from the API. A change shows at once (the reducer) and is then sent;
 * when the API refuses it the list is read again, so the page never shows what is not stored.
 */
export function useNotifications() {
  const [items, dispatch] = useReducer(notificationsReducer, null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      dispatch({ type: 'loaded', items: (await notificationsApi.list()).items });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const change = useCallback(
    async ({ call, ...action }: Change): Promise<boolean> => {
      dispatch(action);
      try {
        await call();
        return true;
      } catch {
        await load();
        return false;
      }
    },
    [load],
  );

  return {
    items: items as readonly StoredNotification[] | null,
    failed,
    markRead: (id: string) => change({ type: 'markRead', id, call: () => notificationsApi.markRead(id) }),
    markAllRead: () => change({ type: 'markAllRead', call: () => notificationsApi.markAllRead() }),
    remove: (id: string) => change({ type: 'delete', id, call: () => notificationsApi.remove(id) }),
  };
}
