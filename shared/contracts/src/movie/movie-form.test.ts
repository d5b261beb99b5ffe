import {
  MOVIE_FORM_DEFAULTS,
  maxReleaseYear,
  movieFormDefaults,
  normalizeCast,
  validateCast,
  validateMovieForm,
  validateRating,
  validateReleaseYear,
  validateTitleScript,
} from './movie-form';

const NOW = new Date('2026-06-15T12:00:00Z');
const valid = { ...movieFormDefaults(NOW), title: 'Dune' };

describe('movieFormDefaults', () => {
  it('matches the spec defaults', () => {
    expect(movieFormDefaults(NOW)).toMatchObject({
      type: 'movie',
      rating: 0,
      seasons: 1,
      episodes: 1,
      duration_minutes: 120,
      release_year: 2026,
      is_new: false,
      is_trending: false,
      movie_cast: [],
    });
  });

  it('MOVIE_FORM_DEFAULTS uses the current year', () => {
    expect(MOVIE_FORM_DEFAULTS.release_year).toBe(new Date().getFullYear());
    expect(MOVIE_FORM_DEFAULTS.duration_minutes).toBe(120);
  });

  it('gives a fresh cast array each call', () => {
    expect(movieFormDefaults().movie_cast).not.toBe(movieFormDefaults().movie_cast);
  });

  it('the defaults plus a title are valid', () => {
    expect(validateMovieForm(valid, {}, NOW)).toEqual({});
  });
});

describe('validateMovieForm', () => {
  it('requires a title', () => {
    expect(validateMovieForm({ ...valid, title: '  ' }, {}, NOW)).toEqual({ title: 'movie.titleRequired' });
    expect(validateMovieForm({ ...valid, title: undefined }, {}, NOW)).toEqual({
      title: 'movie.titleRequired',
    });
  });

  it('refuses an unknown type', () => {
    expect(validateMovieForm({ ...valid, type: 'film' as never }, {}, NOW).type).toBe('movie.typeInvalid');
  });

  it('checks rating, year and duration', () => {
    expect(
      validateMovieForm({ ...valid, rating: 10.05, release_year: 1899, duration_minutes: 0 }, {}, NOW),
    ).toEqual({
      rating: 'movie.ratingRange',
      release_year: 'movie.releaseYearRange',
      duration_minutes: 'movie.durationMin',
    });
  });

  it('requires seasons and episodes of at least 1 for a series', () => {
    const series = { ...valid, type: 'tv' as const, duration_minutes: undefined };
    expect(validateMovieForm(series, {}, NOW)).toEqual({});
    expect(validateMovieForm({ ...series, seasons: 0, episodes: '' }, {}, NOW)).toEqual({
      seasons: 'movie.seasonsMin',
      episodes: 'movie.episodesMin',
    });
    expect(validateMovieForm({ ...series, seasons: 1.5 }, {}, NOW).seasons).toBe('movie.seasonsMin');
  });

  it('does not require series numbers for a movie, nor duration for a series, but checks them when given', () => {
    expect(validateMovieForm({ ...valid, seasons: null, episodes: undefined }, {}, NOW)).toEqual({});
    expect(validateMovieForm({ ...valid, seasons: 0 }, {}, NOW)).toEqual({
      seasons: 'movie.seasonsMin',
    });
    expect(validateMovieForm({ ...valid, type: 'tv', duration_minutes: '' }, {}, NOW)).toEqual({});
    expect(validateMovieForm({ ...valid, type: 'tv', duration_minutes: -5 }, {}, NOW).duration_minutes).toBe(
      'movie.durationMin',
    );
  });

  it('accepts numbers typed as text', () => {
    expect(
      validateMovieForm({ ...valid, rating: '7.5', release_year: '2024', duration_minutes: '95' }, {}, NOW),
    ).toEqual({});
  });

  it('checks cast names', () => {
    expect(validateMovieForm({ ...valid, movie_cast: ['A', ' '] }, {}, NOW)).toEqual({
      movie_cast: 'movie.castEmptyName',
    });
    expect(validateMovieForm({ ...valid, movie_cast: ['Zendaya', ' zendaya '] }, {}, NOW)).toEqual({
      movie_cast: 'movie.castDuplicate',
    });
  });

  it('checks chosen file types', () => {
    expect(
      validateMovieForm(
        valid,
        { thumbnailFile: { type: 'image/png' }, trailerFile: { type: 'video/mp4' } },
        NOW,
      ),
    ).toEqual({});
    expect(
      validateMovieForm(
        valid,
        { thumbnailFile: { type: 'video/mp4' }, trailerFile: { type: 'image/jpeg' } },
        NOW,
      ),
    ).toEqual({
      thumbnail_file: 'movie.thumbnailNotImage',
      trailer_file: 'movie.trailerNotVideo',
    });
    expect(validateMovieForm(valid, { thumbnailFile: null, trailerFile: null }, NOW)).toEqual({});
  });
});

describe('validateRating', () => {
  it.each([0, 0.1, 5, 7.3, 9.9, 10, '8.2'])('accepts %p', (value) => {
    expect(validateRating(value)).toBeNull();
  });

  it.each([-0.1, 10.05, 10.1, 11, Number.NaN, Number.POSITIVE_INFINITY, '', null, undefined, 'abc'])(
    'refuses %p as out of range',
    (value) => {
      expect(validateRating(value)).toBe('movie.ratingRange');
    },
  );

  it.each([7.35, 9.95, 0.05, 5.123])('refuses %p as off the 0.1 step', (value) => {
    expect(validateRating(value)).toBe('movie.ratingStep');
  });

  it('tolerates float noise such as 0.1 + 0.2', () => {
    expect(validateRating(0.1 + 0.2)).toBeNull();
  });
});

describe('validateReleaseYear', () => {
  it('accepts 1900 to current year + 5', () => {
    expect(maxReleaseYear(NOW)).toBe(2031);
    expect(validateReleaseYear(1900, NOW)).toBeNull();
    expect(validateReleaseYear(2031, NOW)).toBeNull();
    expect(validateReleaseYear('2026', NOW)).toBeNull();
  });

  it('refuses years outside the range or not whole', () => {
    const message = 'movie.releaseYearRange';
    expect(validateReleaseYear(1899, NOW)).toBe(message);
    expect(validateReleaseYear(2032, NOW)).toBe(message);
    expect(validateReleaseYear(2000.5, NOW)).toBe(message);
    expect(validateReleaseYear(null, NOW)).toBe(message);
  });

  it('moves with the current year', () => {
    expect(validateReleaseYear(2036, new Date('2031-01-01T12:00:00Z'))).toBeNull();
  });
});

describe('cast helpers', () => {
  it('normalizeCast trims, drops empties and duplicates (any case), keeping the first', () => {
    expect(normalizeCast([' Shah Rukh Khan ', '', 'Deepika', 'shah rukh khan', '  ', null])).toEqual([
      'Shah Rukh Khan',
      'Deepika',
    ]);
    expect(normalizeCast(undefined)).toEqual([]);
  });

  it('validateCast accepts an empty or clean list', () => {
    expect(validateCast([])).toBeNull();
    expect(validateCast(undefined)).toBeNull();
    expect(validateCast(['A', 'B'])).toBeNull();
  });
});

describe('validateTitleScript (the Hindi and Malayalam names)', () => {
  it('accepts blank, and names written wholly in their script (digits, spaces, joiners free)', () => {
    expect(validateTitleScript('', 'devanagari')).toBeNull();
    expect(validateTitleScript(null, 'malayalam')).toBeNull();
    expect(validateTitleScript('रण भूमि', 'devanagari')).toBeNull();
    expect(validateTitleScript('कुरुक्षेत्र 2099', 'devanagari')).toBeNull();
    expect(validateTitleScript('मोहल्ला डायरीज़', 'devanagari')).toBeNull();
    expect(validateTitleScript('രൺ ഭൂമി', 'malayalam')).toBeNull();
    expect(validateTitleScript('ശതരഞ്ജ് കേ മോഹ്\u200Cരേ', 'malayalam')).toBeNull();
  });

  it('refuses a romanised, mixed or other-script name', () => {
    expect(validateTitleScript('Rann Bhoomi', 'devanagari')).toBe('movie.titleHiScript');
    expect(validateTitleScript('रण Bhoomi', 'devanagari')).toBe('movie.titleHiScript');
    expect(validateTitleScript('രൺ ഭൂമി', 'devanagari')).toBe('movie.titleHiScript');
    expect(validateTitleScript('रण भूमि', 'malayalam')).toBe('movie.titleMlScript');
  });

  it('is part of the movie form rules', () => {
    expect(validateMovieForm({ ...valid, title_hi: 'Antariksh', title_ml: 'अंतरिक्ष' }, {}, NOW)).toEqual({
      title_hi: 'movie.titleHiScript',
      title_ml: 'movie.titleMlScript',
    });
  });
});
