import { watchProgressApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import { CONTINUE_WATCHING_PAGE_SIZE, type ContinueWatchingEntry, type Paged } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui/plain/notify';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BROWSE_NS } from '../i18n';
import { logError, logFailure } from '../log';
import { useRefreshOnPlayerClose } from './useRefreshOnPlayerClose';

/** Per account and viewer profile, like the lists. */
export const continueWatchingKey = (userId: string | undefined, viewerId: string | null) =>
  ['continue-watching', userId, viewerId] as const;

/**
 * The acting profile's Continue Watching (subscribers only: only they play content), newest
 * first, and removing a title from it. Read again on every mount and whenever the player closes:
 * the player saves elsewhere.
 */
export function useContinueWatching() {
  const { t } = useTranslation(BROWSE_NS);
  const client = useQueryClient();
  const userId = useAuthStore((state) => state.user?.id);
  const subscribed = useAuthStore((state) => state.subscription.subscribed);
  const viewerId = useAuthStore((state) => state.viewerProfile?.id ?? null);
  const key = continueWatchingKey(userId, viewerId);
  const query = useQuery({
    queryKey: key,
    queryFn: () =>
      watchProgressApi
        .continueWatching({ limit: CONTINUE_WATCHING_PAGE_SIZE })
        .catch(logFailure('Failed to fetch Continue Watching')),
    enabled: Boolean(userId && subscribed),
    refetchOnMount: 'always',
  });
  useRefreshOnPlayerClose(key);

  const remove = useMutation({
    mutationFn: (movieId: string) => watchProgressApi.remove(movieId),
    onMutate: async (movieId) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Paged<ContinueWatchingEntry>>(key);
      if (previous) {
        const items = previous.items.filter((entry) => entry.movie.id !== movieId);
        client.setQueryData(key, { ...previous, items, total: previous.total - 1 });
      }
      return { previous };
    },
    onError: (error, _movieId, context) => {
      logError('Failed to remove from Continue Watching', error);
      if (context?.previous) client.setQueryData(key, context.previous);
      notify('error', t('continueWatching.removeFailed'));
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });

  const entries: ContinueWatchingEntry[] = (userId && subscribed && query.data?.items) || [];
  return { entries, remove: (movieId: string) => remove.mutate(movieId) };
}
