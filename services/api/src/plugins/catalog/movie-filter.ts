import {
  MOVIES_TRENDING_ROW_MIN_RATING,
  type MovieListQueryValues,
  type MovieSection,
  type MovieSort,
} from '@premieres/contracts';
import type { QueryFilter, SortOrder } from 'mongoose';
import { escapeRegex } from '../../db/escape-regex';
import type { MovieDoc } from '../../models/movie';

/**
 * The filter of `GET /api/movies`, text search aside (the route asks the search index for that).
 * Genre is the exact category name in any case, like contracts' `byGenre`.
 */
export function movieFilter(
  query: Omit<MovieListQueryValues, 'sort' | 'page' | 'limit' | 'q'>,
): QueryFilter<MovieDoc> {
  const filter: QueryFilter<MovieDoc> = {};
  // Alternatives (a section) each need an $or; $and keeps them apart.
  const alternatives: QueryFilter<MovieDoc>[] = [];
  if (query.type) filter.type = query.type;
  if (query.section) Object.assign(filter, sectionFilter(query.section, alternatives));
  const genre = query.genre?.trim();
  if (genre) filter.genre = { $regex: `^${escapeRegex(genre)}$`, $options: 'i' };
  if (query.is_new !== undefined) filter.is_new = query.is_new;
  if (query.is_trending !== undefined) filter.is_trending = query.is_trending;
  if (query.min_rating !== undefined) filter.rating = { $gte: query.min_rating };
  if (alternatives.length === 1) Object.assign(filter, alternatives[0]);
  if (alternatives.length > 1) filter.$and = alternatives;
  return filter;
}

/** Contracts' isMoviesTrendingRow as a query: movies that are new or rated 8 or more. */
function sectionFilter(section: MovieSection, alternatives: QueryFilter<MovieDoc>[]): QueryFilter<MovieDoc> {
  switch (section) {
    case 'movies-trending':
      alternatives.push({ $or: [{ is_new: true }, { rating: { $gte: MOVIES_TRENDING_ROW_MIN_RATING } }] });
      return { type: 'movie' };
  }
}

/** The sort of a `sort` value, with `_id` as tie-breaker so pages never overlap or skip. */
export function movieSort(sort: MovieSort): Record<string, SortOrder> {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const direction = descending ? -1 : 1;
  return { [field]: direction, _id: direction };
}
