import { movieSearchParams } from '@premieres/api-client';
import type { Asked, FakeApi } from '@premieres/api-client/testing';
import {
  EARLY_REQUESTS_GLOBAL,
  type EarlyRequest,
  earlyRequestKey,
  type MovieDisplay,
  type Paged,
} from '@premieres/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { movie } from '../test/movies';
import { renderAt, signOut } from '../test/render';
import { MoviesPage } from './MoviesPage';

let api: FakeApi;

/** A fake catalogue that answers like the API: filters by the query, then pages. */
function catalogue(titles: MovieDisplay[]) {
  return ({ query }: Asked): Paged<MovieDisplay> => {
    const type = query.get('type');
    const genre = query.get('genre');
    const trending = query.get('section') === 'movies-trending';
    const matches = titles.filter(
      (m) =>
        (!type || m.type === type) &&
        (!genre || m.genre === genre) &&
        (!trending || (m.type === 'movie' && (m.isNew || m.rating >= 8))),
    );
    const limit = Number(query.get('limit') ?? 20);
    const pageNo = Number(query.get('page') ?? 1);
    return {
      items: matches.slice((pageNo - 1) * limit, pageNo * limit),
      total: matches.length,
      page: pageNo,
      limit,
    };
  };
}

function serveCatalogue(titles: MovieDisplay[]) {
  api.on('GET movies', catalogue(titles));
}

/** The rows' queries as sent (page and limit read back as numbers). */
const rowCalls = () =>
  api.callsTo('GET movies').map((call) => {
    const query: Record<string, string | number> = Object.fromEntries(call.query);
    for (const key of ['page', 'limit']) if (key in query) query[key] = Number(query[key]);
    return query;
  });

describe('MoviesPage', () => {
  beforeEach(() => {
    signOut();
    api = fakeBrowseApi();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    expect(api.unanswered).toEqual([]);
  });

  it('shows placeholders, then each non-empty row from its own server query', async () => {
    serveCatalogue([
      movie({ id: '1', title: 'Kaalpath', genre: 'Action', rating: 8.4 }),
      movie({ id: '2', title: 'Hasya Express', genre: 'Comedy', rating: 6.5 }),
    ]);
    renderAt('/movies', <MoviesPage />);
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    const trending = await screen.findByRole('region', { name: 'Trending' });
    expect(within(trending).getByText('Kaalpath')).toBeInTheDocument();
    expect(within(trending).queryByText('Hasya Express')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Action' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Comedy' })).toBeInTheDocument();
    // No Sci-Fi title: the row is hidden.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Sci-Fi' })).not.toBeInTheDocument());
    expect(rowCalls()).toEqual(
      expect.arrayContaining([
        { section: 'movies-trending', page: 1, limit: 20 },
        { type: 'movie', genre: 'Action', page: 1, limit: 20 },
        { type: 'movie', genre: 'Sci-Fi', page: 1, limit: 20 },
        { type: 'movie', genre: 'Comedy', page: 1, limit: 20 },
      ]),
    );
  });

  it('draws a row the shell has already read in its first render, and does not ask for it again', async () => {
    serveCatalogue([movie({ id: '2', title: 'Hasya Express', genre: 'Comedy' })]);
    const trending = { section: 'movies-trending' as const, page: 1, limit: 20 };
    const registry = new Map<string, EarlyRequest>();
    (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = registry;
    const answer = { items: [movie({ id: '1', title: 'Kaalpath' })], total: 1, page: 1, limit: 20 };
    const url = `${window.location.origin}/api/movies?${movieSearchParams(trending)}`;
    registry.set(earlyRequestKey(url, null), {
      response: new Promise<Response>(() => undefined),
      startedAt: performance.now(),
      answer,
    });
    renderAt('/movies', <MoviesPage />);
    // No waiting: the row is there in the first render.
    const row = screen.getByRole('region', { name: 'Trending' });
    expect(within(row).getByText('Kaalpath')).toBeInTheDocument();
    expect(registry.size).toBe(0);
    // The other rows ask the API as usual; the one already read is not asked for again.
    await screen.findByRole('region', { name: 'Comedy' });
    expect(rowCalls()).not.toContainEqual(trending);
    expect(
      within(screen.getByRole('region', { name: 'Trending' })).getByText('Kaalpath'),
    ).toBeInTheDocument();
  });

  it("names the tab 'Movies · premieres'", async () => {
    serveCatalogue([]);
    renderAt('/movies', <MoviesPage />);
    await waitFor(() => expect(document.title).toBe('Movies · premieres'));
  });

  it('loads the next page of a row when it is scrolled to its end, so a long row is complete', async () => {
    const action = Array.from({ length: 45 }, (_, i) => movie({ id: `a${i}`, genre: 'Action', rating: 5 }));
    serveCatalogue(action);
    renderAt('/movies', <MoviesPage />);
    const row = await screen.findByRole('region', { name: 'Action' });
    // The cards past the first screen are drawn when the page is idle (with the whole page: slow
    // in jsdom, hence the longer wait).
    await waitFor(() => expect(within(row).getAllByTestId('content-card')).toHaveLength(20), {
      timeout: 5000,
    });
    fireEvent.scroll(within(row).getByTestId('row-scroller'));
    await waitFor(() => expect(within(row).getAllByTestId('content-card')).toHaveLength(40));
    fireEvent.scroll(within(row).getByTestId('row-scroller'));
    await waitFor(() => expect(within(row).getAllByTestId('content-card')).toHaveLength(45));
  });

  it('lists every title in the All titles grid, a page at a time', async () => {
    serveCatalogue(
      Array.from({ length: 30 }, (_, i) => movie({ id: `t${i}`, genre: 'Thriller', rating: 5 })),
    );
    renderAt('/movies', <MoviesPage />);
    const grid = await screen.findByRole('region', { name: 'All titles' });
    expect(within(grid).getAllByTestId('content-card')).toHaveLength(24);
    expect(within(grid).getByText('Showing 24 of 30')).toBeInTheDocument();
    fireEvent.click(within(grid).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(grid).getAllByTestId('content-card')).toHaveLength(30));
    expect(within(grid).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(rowCalls()).toContainEqual({ sort: 'title', page: 2, limit: 24 });
  });

  it('a failed row says so with Retry, logs the failure, and Retry loads it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = catalogue([movie({ id: '1', title: 'Kaalpath', genre: 'Action', rating: 5 })]);
    // The network is down until Retry.
    let offline = true;
    api.on('GET movies', (asked) => {
      if (offline) throw new TypeError('offline');
      return answer(asked);
    });
    renderAt('/movies', <MoviesPage />);
    const action = await screen.findByRole('region', { name: 'Action' });
    expect(await within(action).findByText('Loading this row failed.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('[mfe-browse] Failed to fetch movies', expect.any(Error));
    offline = false;
    fireEvent.click(within(action).getByRole('button', { name: 'Retry' }));
    // The failure gives way to the row itself (a new region element).
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Action' })).getByText('Kaalpath'),
      ).toBeInTheDocument(),
    );
  });

  it('sends an old search link (/movies?q=) to the results page', async () => {
    renderAt('/movies?q=Mohan%20lal', <MoviesPage />);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?q=Mohan%20lal'));
  });
});
