import { useAuthStore } from '@premieres/auth-store';
import { useEffect, useState } from 'react';
import { log } from '../log';

/**
 * The signed-in member's unread notifications for the header bell: read once after sign-in,
 * again when a page changes notifications (the api-client announces it) and when the tab comes
 * back into view. No polling: one small count request each time.
 */
export function useUnreadCount(): number {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const [count, setCount] = useState(0);

  useEffect(() => {
    setCount(0);
    if (!userId) return;
    let live = true;
    let stop: () => void = () => undefined;
    void import('@premieres/api-client').then(({ notificationsApi, onNotificationsChanged }) => {
      if (!live) return;
      const refresh = () => {
        notificationsApi
          .unreadCount()
          .then((unread) => live && setCount(unread))
          .catch((error: unknown) => log('warn', 'unread count not read', { error: String(error) }));
      };
      const onVisible = () => {
        if (document.visibilityState === 'visible') refresh();
      };
      const unsubscribe = onNotificationsChanged(refresh);
      document.addEventListener('visibilitychange', onVisible);
      stop = () => {
        unsubscribe();
        document.removeEventListener('visibilitychange', onVisible);
      };
      refresh();
    });
    return () => {
      live = false;
      stop();
    };
  }, [userId]);

  return count;
}
