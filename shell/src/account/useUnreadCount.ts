import { useAuthStore } from '@premieres/auth-store';
import { notificationKeys } from '@premieres/contracts';
import { useQuery } from '@tanstack/react-query';
import { log } from '../log';

/**
 * The signed-in member's unread notifications for the header bell, through the shell's
 * QueryClient: read once after sign-in, again when the notifications page stores a change (it
 * invalidates notificationKeys.unreadCount) and when the tab comes back into view (the client's
 * refetch on focus). No polling and no retry: one small count request each time; a failed read
 * keeps the last count.
 */
export function useUnreadCount(): number {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const { data } = useQuery({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: async () => {
      // The client loads with the bell, not with the shell's entry.
      const { notificationsApi } = await import('@premieres/api-client');
      try {
        return await notificationsApi.unreadCount();
      } catch (error) {
        log('warn', 'unread count not read', { error: String(error) });
        throw error;
      }
    },
    enabled: userId !== null,
    retry: false,
    refetchOnWindowFocus: 'always',
  });
  return userId ? (data ?? 0) : 0;
}
