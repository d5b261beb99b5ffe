import { movie } from '../test/movies';
import { myListRows } from './pageRows';

const ids = (rows: { id: string; items: { id: string }[] }[]) =>
  Object.fromEntries(rows.map((row) => [row.id, row.items.map((m) => m.id)]));

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
