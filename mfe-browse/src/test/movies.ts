import type { MovieDisplay } from '@premieres/contracts';

/** A display-shaped title for tests; override what the test is about. */
export function movie(overrides: Partial<MovieDisplay> & { id: string }): MovieDisplay {
  const type = overrides.type ?? 'movie';
  return {
    title: `Title ${overrides.id}`,
    titleHi: null,
    titleMl: null,
    description: 'A story.',
    genre: 'Drama',
    rating: 7,
    thumbnail: `/media/movie-thumbnails/${overrides.id}.jpg`,
    trailerUrl: '',
    hasContent: false,
    hasLocalTrailer: false,
    director: 'A. Director',
    cast: [],
    type,
    isNew: false,
    isTrending: false,
    year: 2024,
    duration: type === 'tv' ? '2 seasons' : '120 min',
    durationMinutes: type === 'tv' ? null : 120,
    tags: [overrides.genre ?? 'Drama'],
    seasons: type === 'tv' ? 2 : null,
    episodes: type === 'tv' ? 16 : null,
    trendingPosition: null,
    certification: 'U/A 13+',
    ...overrides,
  };
}
