import type { RouteAnswer, RouteBody, WatchProgressRoutes } from '@premieres/contracts';
import { routeUrl, WATCH_PROGRESS_PATHS } from '@premieres/contracts';
import { call } from './http';
import { toSearchParams } from './search-params';

// Bodies and answers typed from the contracts' route table (watchProgressRoutes); only its paths
// are imported at run time, so the schemas stay out of the browser bundles.
type Progress = RouteAnswer<WatchProgressRoutes['get']>;
type ContinueWatchingPage = RouteAnswer<WatchProgressRoutes['continueWatching']>;

const progressPath = (movieId: string) => routeUrl(WATCH_PROGRESS_PATHS.progress, { movieId });

/** Resume positions and Continue Watching of the acting viewer profile (subscribers only). */
export const watchProgressApi = {
  get: (movieId: string): Promise<Progress> => call((c) => c.get(progressPath(movieId)).json()),
  /**
   * Saves a position. `keepalive` lets the request outlive the page or dialog closing (like
   * sendBeacon, but through the one ky instance, so it carries the bearer and profile token).
   */
  save: (
    movieId: string,
    input: RouteBody<WatchProgressRoutes['save']>,
    options: { keepalive?: boolean } = {},
  ): Promise<RouteAnswer<WatchProgressRoutes['save']>> =>
    call((c) => c.put(progressPath(movieId), { json: input, keepalive: options.keepalive ?? false }).json()),
  continueWatching: (query: { page?: number; limit?: number } = {}): Promise<ContinueWatchingPage> =>
    call((c) =>
      c.get(routeUrl(WATCH_PROGRESS_PATHS.continueWatching), { searchParams: toSearchParams(query) }).json(),
    ),
  remove: async (movieId: string): Promise<void> => {
    await call((c) => c.delete(routeUrl(WATCH_PROGRESS_PATHS.continueWatchingEntry, { movieId })));
  },
};
