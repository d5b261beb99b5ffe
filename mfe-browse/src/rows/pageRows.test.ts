import { movie } from '../test/movies';
import { moviesPageRows, myListRows, premieresPageRows } from './pageRows';

const ids = (rows: { id: string; items: { id: string }[] }[]) =>
  Object.fromEntries(rows.map((row) => [row.id, row.items.map((m) => m.id)]));

describe('movies page rows', () => {
  it('puts new or 8+ movies in Trending and sorts the rest by genre', () => {
    const rows = moviesPageRows([
      movie({ id: 'new', isNew: true, rating: 5, genre: 'Action' }),
      movie({ id: 'eight', rating: 8, genre: 'Sci-Fi' }),
      movie({ id: 'seven', rating: 7.9, genre: 'comedy' }),
      movie({ id: 'series', type: 'tv', isNew: true, rating: 9, genre: 'Action' }),
    ]);
    expect(ids(rows)).toEqual({
      trending: ['new', 'eight'],
      action: ['new'],
      'sci-fi': ['eight'],
      comedy: ['seven'],
    });
    expect(rows.map((r) => r.titleKey)).toEqual([
      'movies.rows.trending',
      'movies.rows.action',
      'movies.rows.sciFi',
      'movies.rows.comedy',
    ]);
  });

  it('hides empty rows', () => {
    const rows = moviesPageRows([movie({ id: 'a', genre: 'Comedy', rating: 6 })]);
    expect(rows.map((r) => r.id)).toEqual(['comedy']);
    expect(moviesPageRows([])).toEqual([]);
  });
});

describe('premieres page rows', () => {
  it('lists every series, then Drama, Action and Sci-Fi series, without movies', () => {
    const rows = premieresPageRows([
      movie({ id: 'tv1', type: 'tv', genre: 'Drama' }),
      movie({ id: 'tv2', type: 'tv', genre: 'Sci-Fi' }),
      movie({ id: 'm1', type: 'movie', genre: 'Drama' }),
    ]);
    expect(ids(rows)).toEqual({ tv: ['tv1', 'tv2'], drama: ['tv1'], 'sci-fi': ['tv2'] });
  });
});

describe('my list rows', () => {
  it('shows Recently Added newest first, then Movies and Premieres', () => {
    const rows = myListRows([
      { movie: movie({ id: 'old' }), added_at: '2025-01-01T00:00:00.000Z' },
      { movie: movie({ id: 'tv', type: 'tv' }), added_at: '2025-03-01T00:00:00.000Z' },
      { movie: movie({ id: 'mid' }), added_at: '2025-02-01T00:00:00.000Z' },
    ]);
    expect(ids(rows)).toEqual({ recent: ['tv', 'mid', 'old'], movies: ['mid', 'old'], premieres: ['tv'] });
  });

  it('is empty for an empty list', () => {
    expect(myListRows([])).toEqual([]);
  });
});
