import { rowsApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import type { BecauseYouWatched, TopTen } from '@premieres/contracts';
import { useQuery } from '@tanstack/react-query';
import { logFailure } from '../log';
import { useRefreshOnPlayerClose } from '../resume/useRefreshOnPlayerClose';

/** Per viewer profile: its ceiling decides which titles rank. */
export const topTenKey = (viewerId: string | null) => ['top-ten', viewerId] as const;
export const becauseYouWatchedKey = (userId: string | undefined, viewerId: string | null) =>
  ['because-you-watched', userId, viewerId] as const;

/** Top 10 in India today (public, like the catalogue); an empty list before any counted play. */
export function useTopTen(): TopTen['items'] {
  const viewerId = useAuthStore((state) => state.viewerProfile?.id ?? null);
  const key = topTenKey(viewerId);
  const query = useQuery({
    queryKey: key,
    queryFn: () => rowsApi.topTen().catch(logFailure('Failed to fetch Top 10 today')),
  });
  // A play that has just passed two minutes may move the ranking.
  useRefreshOnPlayerClose(key);
  return query.data?.items ?? [];
}

/** The acting profile's "Because you watched" (subscribers only: only they have watched). */
export function useBecauseYouWatched(): BecauseYouWatched | null {
  const userId = useAuthStore((state) => state.user?.id);
  const subscribed = useAuthStore((state) => state.subscription.subscribed);
  const viewerId = useAuthStore((state) => state.viewerProfile?.id ?? null);
  const key = becauseYouWatchedKey(userId, viewerId);
  const enabled = Boolean(userId && subscribed);
  const query = useQuery({
    queryKey: key,
    queryFn: () => rowsApi.becauseYouWatched().catch(logFailure('Failed to fetch Because you watched')),
    enabled,
  });
  useRefreshOnPlayerClose(key);
  return enabled ? (query.data ?? null) : null;
}
