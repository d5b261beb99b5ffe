import { searchApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import type { RecentSearch, RecentSearches } from '@premieres/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { logError } from '../log';

export const recentSearchesKey = (userId: string | undefined, viewerId: string | null) =>
  ['recent-searches', userId, viewerId] as const;

/**
 * The acting viewer profile's recent searches (signed in only): read when `wanted` (the box is
 * focused and empty), remembered on a search, cleared with the list's button.
 */
export function useRecentSearches(wanted: boolean) {
  const client = useQueryClient();
  const userId = useAuthStore((state) => state.user?.id);
  const viewerId = useAuthStore((state) => state.viewerProfile?.id ?? null);
  const key = recentSearchesKey(userId, viewerId);
  const query = useQuery({
    queryKey: key,
    queryFn: () => searchApi.recent(),
    enabled: Boolean(userId) && wanted,
    retry: false,
  });
  const items: RecentSearch[] = (userId && query.data?.items) || [];
  const remember = (q: string) => {
    if (!userId || !q.trim()) return;
    searchApi
      .remember(q.trim())
      .then((list: RecentSearches) => client.setQueryData(key, list))
      .catch((error) => logError('Failed to remember a search', error));
  };
  const clear = () => {
    const previous = client.getQueryData<RecentSearches>(key);
    client.setQueryData<RecentSearches>(key, { items: [] });
    searchApi.clearRecent().catch((error) => {
      logError('Failed to clear recent searches', error);
      if (previous) client.setQueryData(key, previous);
    });
  };
  return { items, remember, clear };
}
