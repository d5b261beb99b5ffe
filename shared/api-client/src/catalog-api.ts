import type { Category, MovieDisplay, MovieQuery, Paged, TrendingItem } from '@premieres/contracts';
import { call } from './http';
import { toSearchParams } from './search-params';

/** MovieQuery → search params, leaving out what is unset. */
export function movieSearchParams(query: MovieQuery): URLSearchParams {
  return toSearchParams(query);
}

/** The catalogue: `/api/movies`, `/api/trending`, `/api/categories`. */
export const catalogApi = {
  listMovies: (query: MovieQuery = {}): Promise<Paged<MovieDisplay>> =>
    call((c) => c.get('movies', { searchParams: movieSearchParams(query) }).json()),

  /** Rejects with 404 'Content not found' for an unknown id. */
  getMovie: (id: string): Promise<MovieDisplay> =>
    call((c) => c.get(`movies/${encodeURIComponent(id)}`).json()),

  /** Ascending by trending_position, at most 10. */
  trending: (): Promise<TrendingItem[]> => call((c) => c.get('trending').json()),

  categories: (): Promise<Category[]> => call((c) => c.get('categories').json()),
};
