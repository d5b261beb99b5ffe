import { looseSearchPattern, MOVIES_TRENDING_ROW_MIN_RATING, type MovieSection } from '@premieres/contracts';
import type { QueryFilter, SortOrder } from 'mongoose';
import { escapeRegex } from '../../db/escape-regex';
import type { MovieDoc } from '../../models/movie';
import type { MovieListQueryType, MovieSort } from './schemas';

/**
 * The filter of `GET /api/movies`. Text search matches title, cast, director and genre however
 * the query is cased, spaced or accented (contracts' looseSearchPattern; the embedded engine has
 * no $text); the route then ranks the matches.
 * Genre is the exact category name in any case, like contracts' `byGenre`.
 */
export function movieFilter(
  query: Omit<MovieListQueryType, 'sort' | 'page' | 'limit'>,
): QueryFilter<MovieDoc> {
  const filter: QueryFilter<MovieDoc> = {};
  // Alternatives (a section, the text search) each need an $or; $and keeps them apart.
  const alternatives: QueryFilter<MovieDoc>[] = [];
  if (query.type) filter.type = query.type;
  if (query.section) Object.assign(filter, sectionFilter(query.section, alternatives));
  const genre = query.genre?.trim();
  if (genre) filter.genre = { $regex: `^${escapeRegex(genre)}$`, $options: 'i' };
  if (query.is_new !== undefined) filter.is_new = query.is_new;
  if (query.is_trending !== undefined) filter.is_trending = query.is_trending;
  if (query.min_rating !== undefined) filter.rating = { $gte: query.min_rating };
  const q = query.q?.trim();
  if (q) {
    const source = looseSearchPattern(q);
    // Nothing searchable (only punctuation): nothing matches.
    if (!source) return { _id: { $in: [] } };
    const pattern = { $regex: source, $options: 'i' };
    alternatives.push({
      $or: [{ title: pattern }, { movie_cast: pattern }, { director: pattern }, { genre: pattern }],
    });
  }
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
