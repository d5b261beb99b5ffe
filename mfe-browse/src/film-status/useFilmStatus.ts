import { playbackApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import type { MediaStatus, MovieDisplay } from '@premieres/contracts';
import { useQuery } from '@tanstack/react-query';

/** How often the page asks again while the film is being prepared. */
export const FILM_STATUS_POLL_MS = 3000;

/**
 * Where the title's film stands (members only: the route needs a signed-in account). Asked again
 * every few seconds while it is being prepared, and no more once it is ready or failed.
 */
export function useFilmStatus(movie: Pick<MovieDisplay, 'id' | 'hasContent'>): MediaStatus | undefined {
  const signedIn = useAuthStore((state) => state.user !== null);
  const viewerId = useAuthStore((state) => state.viewerProfile?.id ?? null);
  const { data } = useQuery({
    queryKey: ['film-status', movie.id, viewerId],
    queryFn: () => playbackApi.status(movie.id),
    enabled: signedIn && movie.hasContent,
    refetchInterval: (query) => (query.state.data?.state === 'preparing' ? FILM_STATUS_POLL_MS : false),
    // A status a few seconds old is still worth showing; a failed read shows nothing.
    retry: false,
  });
  return data;
}
