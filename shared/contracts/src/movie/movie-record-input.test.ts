import { movieFormDefaults } from './movie-form';
import { movieRecord } from './movie-record.fixture';
import { toMovieFormValues, toMovieWrite } from './movie-record-input';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('toMovieWrite', () => {
  it('trims texts, empties become null, cast normalised, series numbers cleared for a movie', () => {
    const write = toMovieWrite({
      ...movieFormDefaults(NOW),
      title: '  Dune  ',
      description: '   ',
      genre: ' Sci-Fi ',
      rating: 8.04,
      movie_cast: [' Zendaya ', 'zendaya', ''],
    });
    expect(write).toMatchObject({
      title: 'Dune',
      title_hi: null,
      title_ml: null,
      description: null,
      genre: 'Sci-Fi',
      rating: 8,
      thumbnail: null,
      trailer_url: null,
      content_url: null,
      director: null,
      movie_cast: ['Zendaya'],
      type: 'movie',
      is_new: false,
      is_trending: false,
      seasons: null,
      episodes: null,
      duration_minutes: 120,
      release_year: 2026,
      certification: 'U/A 13+',
    });
  });

  it('keeps the Hindi and Malayalam names trimmed, blank as null', () => {
    const write = toMovieWrite({
      ...movieFormDefaults(NOW),
      title: 'Antariksh',
      title_hi: ' अंतरिक्ष ',
      title_ml: ' ',
    });
    expect(write).toMatchObject({ title_hi: 'अंतरिक्ष', title_ml: null });
    const back = toMovieFormValues(
      movieRecord({ ...write, title_hi: write.title_hi ?? null, title_ml: null }),
      NOW,
    );
    expect(back).toMatchObject({ title_hi: 'अंतरिक्ष', title_ml: '' });
  });

  it('keeps seasons and episodes and clears the duration for a series', () => {
    const write = toMovieWrite({
      ...movieFormDefaults(NOW),
      title: 'Show',
      type: 'tv',
      seasons: 3,
      episodes: 24,
    });
    expect(write).toMatchObject({ type: 'tv', seasons: 3, episodes: 24, duration_minutes: null });
  });
});

describe('toMovieFormValues', () => {
  it('fills nulls with form defaults', () => {
    const nulls = {
      title_hi: null,
      title_ml: null,
      description: null,
      genre: null,
      rating: null,
      thumbnail: null,
      trailer_url: null,
      content_url: null,
      director: null,
      seasons: null,
      episodes: null,
      duration_minutes: null,
      release_year: null,
    } as const;
    const record = movieRecord({
      ...nulls,
      title: 'Old',
      movie_cast: ['A'],
      type: 'movie',
      is_new: true,
      is_trending: false,
      certification: 'A',
    });
    const defaults = movieFormDefaults(NOW);
    const filled = Object.fromEntries(Object.keys(nulls).map((k) => [k, defaults[k as keyof typeof nulls]]));
    expect(filled).toMatchObject({
      title_hi: '',
      rating: 0,
      seasons: 1,
      duration_minutes: 120,
      release_year: 2026,
    });
    expect(toMovieFormValues(record, NOW)).toMatchObject({
      ...filled,
      title: 'Old',
      movie_cast: ['A'],
      type: 'movie',
      is_new: true,
      is_trending: false,
      certification: 'A',
    });
  });
});
