import { movieSearchParams } from '@premieres/api-client';
import { earlyRequestKey, type MovieQuery } from '@premieres/contracts';
import { CARD_POSTER_SIZES } from '../cards/content-card-css';
import { ROUTES } from '../routes';
import { DASHBOARD_PAGE_READS, MOVIES_PAGE_READS, PREMIERES_PAGE_READS } from './preloads';
import {
  ALL_TITLES_QUERY,
  DASHBOARD_ROWS,
  GRID_PAGE_SIZE,
  MOVIES_PAGE_ROWS,
  PREMIERES_PAGE_ROWS,
  ROW_PAGE_SIZE,
} from './rowSources';

const BASE = 'http://localhost/api/';
/** The read the API client makes for a page's first page of `query` (catalogApi.listMovies). */
const clientRead = (query: MovieQuery, limit: number) =>
  earlyRequestKey(`${BASE}movies?${movieSearchParams({ ...query, page: 1, limit })}`, null);
const declared = (reads: string[]) =>
  reads.map((read) => earlyRequestKey(new URL(read, BASE).toString(), null));

describe("the reads browse's routes declare are the ones its pages make first", () => {
  it('/movies: each row and the every-title grid', () => {
    expect(declared(MOVIES_PAGE_READS)).toEqual([
      ...MOVIES_PAGE_ROWS.map((row) => clientRead(row.query, ROW_PAGE_SIZE)),
      clientRead(ALL_TITLES_QUERY, GRID_PAGE_SIZE),
    ]);
  });

  it('/premieres: each row', () => {
    expect(declared(PREMIERES_PAGE_READS)).toEqual(
      PREMIERES_PAGE_ROWS.map((row) => clientRead(row.query, ROW_PAGE_SIZE)),
    );
  });

  it('/dashboard: each row (issue 28: it waited for the session restore before asking)', () => {
    expect(declared(DASHBOARD_PAGE_READS)).toEqual(
      DASHBOARD_ROWS.map((row) => clientRead(row.query, ROW_PAGE_SIZE)),
    );
  });

  it('the detail pages read their title and its languages', () => {
    const detail = ROUTES.filter((route) => route.path.endsWith('/:id'));
    const reads = ['movies/:id', 'movies/:id/languages'];
    expect(detail.map((route) => route.preload)).toEqual([reads, reads]);
  });

  it("the posters painted first: the first row's first screen, the detail page's hero", () => {
    const pictures = Object.fromEntries(ROUTES.map((route) => [route.path, route.preloadPictures]));
    // Drawn at the card's width, the hero's backdrop at a quarter of the screen (their variants).
    const sizes = CARD_POSTER_SIZES;
    expect(pictures['/movies']).toEqual({ read: MOVIES_PAGE_READS[0], from: 'list', count: 4, sizes });
    expect(pictures['/premieres']).toEqual({ read: PREMIERES_PAGE_READS[0], from: 'list', count: 4, sizes });
    expect(pictures['/dashboard']).toEqual({ read: DASHBOARD_PAGE_READS[0], from: 'list', count: 4, sizes });
    expect(pictures['/content/:id']).toEqual({ read: 'movies/:id', from: 'item', count: 1, sizes: '25vw' });
  });
});
