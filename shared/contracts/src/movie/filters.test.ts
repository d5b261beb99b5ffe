import { byGenre, isMoviesTrendingRow, matchesThumbnailManagerFilter, sortTrending } from './filters';

describe('isMoviesTrendingRow', () => {
  it('takes movies that are new or rated 8 or more', () => {
    expect(isMoviesTrendingRow({ type: 'movie', isNew: true, rating: 2 })).toBe(true);
    expect(isMoviesTrendingRow({ type: 'movie', isNew: false, rating: 8 })).toBe(true);
    expect(isMoviesTrendingRow({ type: 'movie', isNew: false, rating: 7.9 })).toBe(false);
    expect(isMoviesTrendingRow({ type: 'movie', isNew: false, rating: null })).toBe(false);
  });

  it('never takes series', () => {
    expect(isMoviesTrendingRow({ type: 'tv', isNew: true, rating: 9.5 })).toBe(false);
  });
});

describe('matchesThumbnailManagerFilter', () => {
  it('takes rating 7 or more, any genre', () => {
    expect(matchesThumbnailManagerFilter({ rating: 7, genre: 'Romance' })).toBe(true);
    expect(matchesThumbnailManagerFilter({ rating: 6.9, genre: 'Romance' })).toBe(false);
  });

  it.each(['Action', 'Sci-Fi', 'Comedy', 'Drama', 'Thriller', 'sci-fi'])(
    'takes genre %p at any rating',
    (genre) => {
      expect(matchesThumbnailManagerFilter({ rating: 1, genre })).toBe(true);
    },
  );

  it('refuses other genres under 7', () => {
    expect(matchesThumbnailManagerFilter({ rating: null, genre: null })).toBe(false);
    expect(matchesThumbnailManagerFilter({ rating: 5, genre: 'Horror' })).toBe(false);
  });
});

describe('sortTrending', () => {
  it('drops items without a position, sorts ascending, keeps at most 10', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ id: `m${i}`, trending_position: 12 - i }));
    const sorted = sortTrending([...items, { id: 'none', trending_position: null }]);
    expect(sorted).toHaveLength(10);
    expect(sorted.map((i) => i.trending_position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(sorted.some((i) => i.id === 'none')).toBe(false);
  });
});

describe('byGenre', () => {
  it('matches the genre name in any case', () => {
    const action = byGenre('Action');
    expect(action({ genre: 'action' })).toBe(true);
    expect(action({ genre: 'Comedy' })).toBe(false);
    expect(action({ genre: null })).toBe(false);
  });
});
