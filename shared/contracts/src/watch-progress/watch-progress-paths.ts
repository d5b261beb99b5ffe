/**
 * Where resume positions and Continue Watching live (under /api). Schema-free: the api-client
 * reads these without bringing the schemas (watch-progress-routes.ts) into a browser bundle.
 */
export const WATCH_PROGRESS_PATHS = {
  progress: '/me/progress/:movieId',
  continueWatching: '/me/continue-watching',
  continueWatchingEntry: '/me/continue-watching/:movieId',
} as const;
