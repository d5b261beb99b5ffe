import { catalogApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import { useQuery } from '@tanstack/react-query';

/** Start Watching opens this one title (spec §2 Dashboard) for a profile that may see it. */
export const START_WATCHING_PATH = '/movie/1';

/**
 * Where Start Watching leads: the spec's title for a profile without a ceiling; for one with a
 * ceiling (kids), the top title of the catalogue the API answers for that profile, which the
 * data layer has already filtered by its ceiling, so the button never opens 'Content not found'.
 */
export function useStartWatchingPath(): string {
  const viewer = useAuthStore((state) => state.viewerProfile);
  const limited = viewer !== null && viewer.ceiling !== 'A';
  const { data } = useQuery({
    queryKey: ['movies', { limit: 1 }, viewer?.id ?? null],
    queryFn: () => catalogApi.listMovies({ limit: 1 }),
    enabled: limited,
  });
  if (!limited) return START_WATCHING_PATH;
  const first = data?.items[0];
  // Until it answers (or with nothing within the ceiling), the button leads to the kids' browse.
  return first ? `/movie/${encodeURIComponent(first.id)}` : '/movies';
}
