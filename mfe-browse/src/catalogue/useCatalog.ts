import { catalogApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import type { MovieQuery } from '@premieres/contracts';
import { useQuery } from '@tanstack/react-query';
import { logFailure } from '../log';
import { arrivedDataStaleTime } from './arrived-data';

/** Catalogue answers depend on who is watching (the profile's maturity ceiling). */
export const useViewerId = () => useAuthStore((state) => state.viewerProfile?.id ?? null);

export function useMovies(query: MovieQuery) {
  const viewerId = useViewerId();
  const result = useQuery({
    queryKey: ['movies', query, viewerId],
    queryFn: () => catalogApi.listMovies(query).catch(logFailure('Failed to fetch movies')),
  });
  // A failure leaves the list empty: the page still renders.
  return { items: result.data?.items ?? [], isLoading: result.isLoading };
}

/** One title's read, for the detail page and for prefetching it on a card's intent. */
export const movieQuery = (id: string, viewerId: string | null) => ({
  queryKey: ['movie', id, viewerId],
  queryFn: () => catalogApi.getMovie(id).catch(logFailure('Failed to fetch movie')),
});

export function useMovie(id: string) {
  const viewerId = useViewerId();
  // The shell's early read of the title, if it has arrived: the hero paints with the page.
  return useQuery({
    ...movieQuery(id, viewerId),
    initialData: () => catalogApi.arrivedMovie(id),
    staleTime: arrivedDataStaleTime,
  });
}
