/** Orders of the public catalogue (`GET /api/movies?sort=`): a field, a leading '-' descending. */
export const MOVIE_SORTS = [
  '-created_at',
  'created_at',
  '-rating',
  'rating',
  'title',
  '-title',
  '-release_year',
  'release_year',
] as const;
export type MovieSort = (typeof MOVIE_SORTS)[number];
export const DEFAULT_MOVIE_SORT: MovieSort = '-created_at';
