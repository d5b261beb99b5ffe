import { movieRecord } from './movie-record.fixture';
import { toMovieDisplay, toTrendingItem } from './to-movie-display';

describe('toMovieDisplay', () => {
  it('maps a movie record to the display shape', () => {
    expect(toMovieDisplay(movieRecord())).toEqual({
      id: 'm1',
      title: 'Dune: Part Two',
      titleHi: 'ड्यून: पार्ट टू',
      titleMl: null,
      description: 'Paul Atreides unites with the Fremen.',
      genre: 'Sci-Fi',
      rating: 8.6,
      thumbnail: '/media/movie-thumbnails/dune-2.jpg',
      trailerUrl: 'https://www.youtube.com/watch?v=Way9Dexny3w',
      hasContent: true,
      hasLocalTrailer: false,
      director: 'Denis Villeneuve',
      cast: ['Timothée Chalamet', 'Zendaya'],
      type: 'movie',
      isNew: true,
      isTrending: true,
      year: 2024,
      duration: '166 min',
      durationMinutes: 166,
      tags: ['Sci-Fi'],
      seasons: null,
      episodes: null,
      trendingPosition: 2,
      certification: 'U/A 13+',
    });
  });

  it('maps a series: duration in seasons, seasons and episodes kept', () => {
    const display = toMovieDisplay(
      movieRecord({ type: 'tv', seasons: 4, episodes: 34, duration_minutes: 120, trending_position: null }),
    );
    expect(display).toMatchObject({
      type: 'tv',
      duration: '4 seasons',
      durationMinutes: null,
      seasons: 4,
      episodes: 34,
      trendingPosition: null,
    });
  });

  it('takes the film and the local trailer from the title’s media when given', () => {
    const record = movieRecord({ content_url: null });
    expect(toMovieDisplay(record)).toMatchObject({ hasContent: false, hasLocalTrailer: false });
    expect(toMovieDisplay(record, { media: { film: true, localTrailer: true } })).toMatchObject({
      hasContent: true,
      hasLocalTrailer: true,
    });
    // The media decide: a content_url alone is not a film the assets deny.
    expect(toMovieDisplay(movieRecord(), { media: { film: false, localTrailer: false } }).hasContent).toBe(
      false,
    );
  });

  it('never counts the trailer as the film', () => {
    const trailerAsContent = movieRecord({ trailer_url: 'clip.mp4', content_url: 'clip.mp4' });
    expect(toMovieDisplay(trailerAsContent).hasContent).toBe(false);
  });

  it('resolves media against the base URL', () => {
    const display = toMovieDisplay(movieRecord({ trailer_url: 'dune.mp4' }), {
      mediaBaseUrl: 'https://cdn.example',
    });
    expect(display.thumbnail).toBe('https://cdn.example/media/movie-thumbnails/dune-2.jpg');
    expect(display.trailerUrl).toBe('https://cdn.example/media/movie-trailers/dune.mp4');
  });

  it('fills missing values', () => {
    const display = toMovieDisplay(
      movieRecord({
        description: null,
        genre: null,
        rating: null,
        thumbnail: null,
        trailer_url: null,
        content_url: null,
        director: null,
        duration_minutes: null,
        release_year: null,
      }),
    );
    expect(display).toMatchObject({
      description: '',
      genre: '',
      rating: 0,
      thumbnail: '/placeholder.svg',
      trailerUrl: '',
      hasContent: false,
      director: '',
      duration: '',
      durationMinutes: null,
      year: null,
      tags: [],
    });
  });

  it('copies the cast rather than sharing the array', () => {
    const record = movieRecord();
    expect(toMovieDisplay(record).cast).not.toBe(record.movie_cast);
  });
});

describe('toTrendingItem', () => {
  it('keeps records with a position, resolving the thumbnail', () => {
    expect(toTrendingItem(movieRecord(), { mediaBaseUrl: 'http://h' })).toEqual({
      id: 'm1',
      title: 'Dune: Part Two',
      thumbnail: 'http://h/media/movie-thumbnails/dune-2.jpg',
      trending_position: 2,
    });
    expect(toTrendingItem(movieRecord({ trending_position: null }))).toBeNull();
  });
});
