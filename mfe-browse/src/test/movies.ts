import { type MovieDisplay, toMovieDisplay } from '@premieres/contracts';
import { movieRecord } from '@premieres/contracts/testing';

/**
 * A display-shaped title for tests; override what the test is about. Made from contracts' one
 * record fixture by `toMovieDisplay`, so a new movie field needs no edit here.
 */
export function movie(overrides: Partial<MovieDisplay> & { id: string }): MovieDisplay {
  const { id } = overrides;
  const display = toMovieDisplay(
    movieRecord({
      id,
      title: `Title ${id}`,
      title_hi: null,
      title_ml: null,
      description: 'A story.',
      genre: overrides.genre ?? 'Drama',
      rating: 7,
      thumbnail: `${id}.jpg`,
      trailer_url: null,
      content_url: null,
      director: 'A. Director',
      movie_cast: [],
      type: overrides.type ?? 'movie',
      is_new: false,
      is_trending: false,
      seasons: 2,
      episodes: 16,
      duration_minutes: 120,
      release_year: 2024,
      trending_position: null,
    }),
  );
  return { ...display, ...overrides };
}
