import { type Static, Type } from 'typebox';
import { RecordIdSchema } from '../admin/common';
import type { ApiRoute } from '../api-routes/api-route';
import { MovieDisplaySchema } from '../movie/movie-display';
import { pagingQuery } from '../paging';
import { CONTINUE_WATCHING_PAGE_SIZE } from './continue-watching-page';
import { continueWatchingPageSchema, ProgressInputSchema, WatchProgressSchema } from './watch-progress';
import { WATCH_PROGRESS_PATHS } from './watch-progress-paths';

export const ProgressMovieParamsSchema = Type.Object({ movieId: RecordIdSchema });

export const ContinueWatchingQuerySchema = Type.Object({ ...pagingQuery(50, CONTINUE_WATCHING_PAGE_SIZE) });

/**
 * The acting profile's resume positions and Continue Watching, one table for both ends: the
 * watch-progress plugin registers these schemas, the api-client's watchProgressApi calls these
 * paths with these bodies and answers these types.
 */
export const watchProgressRoutes = {
  save: {
    method: 'PUT',
    path: WATCH_PROGRESS_PATHS.progress,
    params: ProgressMovieParamsSchema,
    body: ProgressInputSchema,
    response: WatchProgressSchema,
  },
  get: {
    method: 'GET',
    path: WATCH_PROGRESS_PATHS.progress,
    params: ProgressMovieParamsSchema,
    response: WatchProgressSchema,
  },
  continueWatching: {
    method: 'GET',
    path: WATCH_PROGRESS_PATHS.continueWatching,
    querystring: ContinueWatchingQuerySchema,
    response: continueWatchingPageSchema(MovieDisplaySchema),
  },
  remove: {
    method: 'DELETE',
    path: WATCH_PROGRESS_PATHS.continueWatchingEntry,
    params: ProgressMovieParamsSchema,
    status: 204,
    response: Type.Null(),
  },
} as const satisfies Record<string, ApiRoute>;
export type WatchProgressRoutes = typeof watchProgressRoutes;

/** One Continue Watching card (a title, or a series with the episode it leads to), as answered. */
export type ContinueWatchingEntry = Static<
  WatchProgressRoutes['continueWatching']['response']
>['items'][number];
