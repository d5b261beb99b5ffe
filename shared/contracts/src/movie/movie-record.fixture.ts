import type { MovieRecord } from './movie-display';

/** A complete movie record for tests; override what a case needs. */
export function movieRecord(overrides: Partial<MovieRecord> = {}): MovieRecord {
  return {
    id: 'm1',
    title: 'Dune: Part Two',
    title_hi: 'ड्यून: पार्ट टू',
    title_ml: null,
    description: 'Paul Atreides unites with the Fremen.',
    genre: 'Sci-Fi',
    rating: 8.6,
    thumbnail: 'dune-2',
    trailer_url: 'https://www.youtube.com/watch?v=Way9Dexny3w',
    content_url: 'dune-2.mp4',
    director: 'Denis Villeneuve',
    movie_cast: ['Timothée Chalamet', 'Zendaya'],
    type: 'movie',
    is_new: true,
    is_trending: true,
    seasons: 1,
    episodes: 1,
    duration_minutes: 166,
    release_year: 2024,
    trending_position: 2,
    created_by: 'u1',
    created_at: '2024-03-01T00:00:00.000Z',
    updated_at: '2024-03-01T00:00:00.000Z',
    certification: 'U/A 13+',
    ...overrides,
  };
}
