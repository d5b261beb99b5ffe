import { foldForSearch, looseSearchPattern, rankSearchResults, searchRank } from './search';

const title = (t: string, extra: Partial<{ cast: string[]; genre: string; director: string }> = {}) => ({
  title: t,
  cast: extra.cast ?? [],
  genre: extra.genre ?? null,
  director: extra.director ?? null,
});

const matches = (stored: string, query: string) => {
  const source = looseSearchPattern(query);
  return source !== null && new RegExp(source, 'i').test(stored);
};

describe('catalogue search', () => {
  it('folds case, Latin accents, spaces and punctuation, and keeps Indic scripts whole', () => {
    expect(foldForSearch('  Rann-Bhoomi! ')).toBe('rannbhoomi');
    expect(foldForSearch('Amélie')).toBe('amelie');
    expect(foldForSearch('रण भूमि')).toBe('रणभूमि');
    expect(foldForSearch('മഴ')).toBe('മഴ');
  });

  it('finds stored text however it is spaced or accented', () => {
    expect(matches('Rann Bhoomi', 'rannbhoomi')).toBe(true);
    expect(matches('Rann Bhoomi', 'RANN  bhoomi')).toBe(true);
    expect(matches('Amélie', 'amelie')).toBe(true);
    expect(matches('Antariksh', 'rann')).toBe(false);
    expect(matches('a.b', 'ab')).toBe(true);
    // Regex characters in the query are literal.
    expect(matches('What (if)', 'what(if)')).toBe(true);
    expect(looseSearchPattern('  --  ')).toBeNull();
  });

  it('ranks title matches first (the start of a title best), then cast, genre, director', () => {
    const movies = [
      title('Mohalla Diaries', { director: 'Mohan Rao' }),
      title('The Mohan Files'),
      title('Kaalpath', { cast: ['Mohanlal'] }),
      title('Mohanagaram'),
      title('Unrelated'),
    ];
    expect(rankSearchResults(movies, 'mohan').map((m) => m.title)).toEqual([
      'Mohanagaram',
      'The Mohan Files',
      'Kaalpath',
      'Mohalla Diaries',
    ]);
    expect(searchRank(title('Golmaal', { genre: 'Comedy' }), 'comedy')).toBe(3);
    expect(searchRank(title('Golmaal'), 'xyz')).toBeNull();
  });
});
