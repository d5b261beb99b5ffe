import { episodesApi, watchProgressApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import { useQuery } from '@tanstack/react-query';
import { useViewerId } from '../catalogue/useCatalog';
import { logFailure } from '../log';
import { useRefreshOnPlayerClose } from '../resume/useRefreshOnPlayerClose';

/** A series' episodes by season, as the acting profile may see them. */
export function useEpisodes(movieId: string) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: ['episodes', movieId, viewerId],
    queryFn: () => episodesApi.seasons(movieId).catch(logFailure('Failed to fetch episodes')),
  });
}

/**
 * The acting profile's progress in a title, a series' episodes included (subscribers only: only
 * they play). Read again when the player closes, so Resume shows the position just saved.
 */
export function useSeriesProgress(movieId: string) {
  const userId = useAuthStore((state) => state.user?.id);
  const subscribed = useAuthStore((state) => state.subscription.subscribed);
  const viewerId = useViewerId();
  const queryKey = ['series-progress', movieId, userId, viewerId];
  useRefreshOnPlayerClose(queryKey);
  return useQuery({
    queryKey,
    queryFn: () => watchProgressApi.get(movieId),
    enabled: Boolean(userId && subscribed),
    // The player saves elsewhere: read again whenever the page shows.
    refetchOnMount: 'always',
    retry: false,
  });
}
