import type { Category, MovieDisplay, MovieQuery, Paged, TrendingItem } from '@premieres/contracts';
import { arrivedAnswer, call } from './http';
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

  /**
   * The answer of `listMovies(query)` when the shell already read it for this page and it has
   * arrived, else undefined: the page draws it in its first render, not after a placeholder.
   */
  arrivedMovies: (query: MovieQuery): Paged<MovieDisplay> | undefined =>
    arrivedAnswer('movies', movieSearchParams(query)),

  /** The same for `getMovie(id)`. */
  arrivedMovie: (id: string): MovieDisplay | undefined => arrivedAnswer(`movies/${encodeURIComponent(id)}`),

  /** Ascending by trending_position, at most 10. */
  trending: (): Promise<TrendingItem[]> => call((c) => c.get('trending').json()),

  categories: (): Promise<Category[]> => call((c) => c.get('categories').json()),
};
