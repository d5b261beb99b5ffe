/**
 * Where the public movie routes live (under /api). Schema-free: the api-client reads these
 * without bringing the schemas (movie-routes.ts) into a browser bundle.
 */
export const MOVIE_PATHS = {
  listMovies: '/movies',
  getMovie: '/movies/:id',
  trending: '/trending',
} as const;
