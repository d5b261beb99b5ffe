import type { Category, MovieQuery, MovieRoutes, RouteAnswer } from '@premieres/contracts';
import { MOVIE_PATHS, routeUrl } from '@premieres/contracts';
import { arrivedAnswer, call } from './http';
import { toSearchParams } from './search-params';

// Answers typed from the contracts' route table (movieRoutes); only its paths are imported at run
// time, so the schemas stay out of the browser bundles.
type MovieList = RouteAnswer<MovieRoutes['listMovies']>;
type Movie = RouteAnswer<MovieRoutes['getMovie']>;
type Trending = RouteAnswer<MovieRoutes['trending']>;

const moviePath = (id: string) => routeUrl(MOVIE_PATHS.getMovie, { id });

/** MovieQuery → search params, leaving out what is unset. */
export function movieSearchParams(query: MovieQuery): URLSearchParams {
  return toSearchParams(query);
}

/** The catalogue: `/api/movies`, `/api/trending`, `/api/categories`. */
export const catalogApi = {
  listMovies: (query: MovieQuery = {}): Promise<MovieList> =>
    call((c) => c.get(routeUrl(MOVIE_PATHS.listMovies), { searchParams: movieSearchParams(query) }).json()),

  /** Rejects with 404 'Content not found' for an unknown id. */
  getMovie: (id: string): Promise<Movie> => call((c) => c.get(moviePath(id)).json()),

  /**
   * The answer of `listMovies(query)` when the shell already read it for this page and it has
   * arrived, else undefined: the page draws it in its first render, not after a placeholder.
   */
  arrivedMovies: (query: MovieQuery): MovieList | undefined =>
    arrivedAnswer(routeUrl(MOVIE_PATHS.listMovies), movieSearchParams(query)),

  /** The same for `getMovie(id)`. */
  arrivedMovie: (id: string): Movie | undefined => arrivedAnswer(moviePath(id)),

  /** Ascending by trending_position, at most 10. */
  trending: (): Promise<Trending> => call((c) => c.get(routeUrl(MOVIE_PATHS.trending)).json()),

  categories: (): Promise<Category[]> => call((c) => c.get('categories').json()),
};
