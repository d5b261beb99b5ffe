import { MOVIES_TRENDING_ROW_MIN_RATING, THUMBNAIL_MANAGER_FILTER, TRENDING_MAX } from '../constants';
import type { ContentType } from './movie-display';

/**
 * Selections the API answers server-side that are not one plain field filter
 * (`GET /api/movies?section=`): 'movies-trending' is the Movies page Trending row below.
 */
export const MOVIE_SECTIONS = ['movies-trending'] as const;
export type MovieSection = (typeof MOVIE_SECTIONS)[number];

/** Movies page Trending row: type movie, and new or rated 8 or more. */
export function isMoviesTrendingRow(movie: {
  type: ContentType;
  isNew: boolean;
  rating: number | null;
}): boolean {
  return movie.type === 'movie' && (movie.isNew || (movie.rating ?? 0) >= MOVIES_TRENDING_ROW_MIN_RATING);
}

/** Thumbnail manager list: rating 7 or more, or genre Action, Sci-Fi, Comedy, Drama, Thriller (any case). */
export function matchesThumbnailManagerFilter(movie: {
  rating: number | null;
  genre: string | null;
}): boolean {
  if ((movie.rating ?? 0) >= THUMBNAIL_MANAGER_FILTER.minRating) return true;
  const genre = (movie.genre ?? '').trim().toLowerCase();
  return THUMBNAIL_MANAGER_FILTER.genres.some((g) => g.toLowerCase() === genre);
}

/** Trending list: only items with a position, ascending, at most 10. */
export function sortTrending<T extends { trending_position: number | null }>(
  items: readonly T[],
): (T & { trending_position: number })[] {
  return items
    .filter((i): i is T & { trending_position: number } => i.trending_position != null)
    .sort((a, b) => a.trending_position - b.trending_position)
    .slice(0, TRENDING_MAX);
}

/** Rows filter by genre (exact name, any case), e.g. the Action, Sci-Fi and Comedy rows. */
export function byGenre(genre: string): (movie: { genre: string | null }) => boolean {
  const wanted = genre.toLowerCase();
  return (movie) => (movie.genre ?? '').toLowerCase() === wanted;
}
