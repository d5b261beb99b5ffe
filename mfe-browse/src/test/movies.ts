import { type Episode, type MovieDisplay, toMovieDisplay, type WatchProgress } from '@premieres/contracts';
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

/** An episode of the series `tv1`, its media ready. */
export function episode(season: number, number: number, title: string): Episode {
  return {
    id: `tv1-s${season}e${number}`,
    movieId: 'tv1',
    season,
    number,
    title,
    durationSeconds: 1320,
    synopsis: null,
    introStartSeconds: null,
    introEndSeconds: null,
    media: { state: 'done', percent: 100 },
  };
}

/** A film watched partway (not finished): Play becomes Resume at `positionSeconds`. */
export function watchedPartway(
  movieId: string,
  positionSeconds: number,
  durationSeconds: number,
): WatchProgress {
  return {
    movieId,
    positionSeconds,
    durationSeconds,
    fraction: positionSeconds / durationSeconds,
    finished: false,
    resumeAtSeconds: positionSeconds,
    updatedAt: '2026-11-26T10:00:00.000Z',
  };
}
