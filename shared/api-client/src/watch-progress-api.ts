import type { ContinueWatchingEntry, Paged, ProgressInput, WatchProgress } from '@premieres/contracts';
import { call } from './http';
import { toSearchParams } from './search-params';

const progressPath = (movieId: string) => `me/progress/${encodeURIComponent(movieId)}`;

/** Resume positions and Continue Watching of the acting viewer profile (subscribers only). */
export const watchProgressApi = {
  get: (movieId: string): Promise<WatchProgress> => call((c) => c.get(progressPath(movieId)).json()),
  /**
   * Saves a position. `keepalive` lets the request outlive the page or dialog closing (like
   * sendBeacon, but through the one ky instance, so it carries the bearer and profile token).
   */
  save: (
    movieId: string,
    input: ProgressInput,
    options: { keepalive?: boolean } = {},
  ): Promise<WatchProgress> =>
    call((c) => c.put(progressPath(movieId), { json: input, keepalive: options.keepalive ?? false }).json()),
  continueWatching: (query: { page?: number; limit?: number } = {}): Promise<Paged<ContinueWatchingEntry>> =>
    call((c) => c.get('me/continue-watching', { searchParams: toSearchParams(query) }).json()),
  remove: async (movieId: string): Promise<void> => {
    await call((c) => c.delete(`me/continue-watching/${encodeURIComponent(movieId)}`));
  },
};
