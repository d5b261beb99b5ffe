import type { FakeApi } from '@premieres/api-client/testing';
import type { MovieDisplay, SearchResults } from '@premieres/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { movie } from '../test/movies';
import { renderAt } from '../test/render';
import { SearchPage } from './SearchPage';

const answer = (q: string, items: MovieDisplay[]): SearchResults => ({
  query: q,
  items,
  total: items.length,
  page: 1,
  limit: 24,
});

let api: FakeApi;
beforeEach(() => {
  api = fakeBrowseApi();
});
afterEach(() => expect(api.unanswered).toEqual([]));

/** The search answers `items` for whatever was asked. */
const finds = (...items: MovieDisplay[]) =>
  api.on('GET search', ({ query }) => answer(query.get('q') ?? '', items));

it('shows the results of the URL’s query, shareable as /search?q=', async () => {
  finds(movie({ id: '2', title: 'Antariksh' }));
  renderAt('/search?q=antarikh', <SearchPage />);
  expect(await screen.findByRole('heading', { name: 'Results for “antarikh”', level: 1 })).toBeVisible();
  expect(await screen.findByRole('link', { name: 'Antariksh' })).toBeVisible();
  expect(screen.getByText('1 title found')).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Search titles' })).toHaveValue('antarikh');
  expect(api.callsTo('GET search').map((call) => Object.fromEntries(call.query))).toEqual([
    { q: 'antarikh', page: '1', limit: '24' },
  ]);
});

it("says the spec's text when nothing matches", async () => {
  finds();
  renderAt('/search?q=zzz', <SearchPage />);
  expect(await screen.findByText('No movies found matching your search.')).toBeVisible();
});

it('clearing the box clears the results and the URL’s q at once', async () => {
  finds(movie({ id: '2', title: 'Antariksh' }));
  renderAt('/search?q=antar', <SearchPage />);
  expect(await screen.findByRole('link', { name: 'Antariksh' })).toBeVisible();
  fireEvent.change(screen.getByRole('textbox', { name: 'Search titles' }), { target: { value: '' } });
  expect(screen.queryByRole('link', { name: 'Antariksh' })).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/search$/);
  expect(screen.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
});

it('follows typing into the URL once it settles', async () => {
  finds(movie({ id: '3', title: 'Golmaal Junction' }));
  renderAt('/search', <SearchPage />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Search titles' }), { target: { value: 'golmal' } });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?q=golmal'));
  expect(await screen.findByRole('link', { name: 'Golmaal Junction' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Search titles' })).toHaveValue('golmal');
});
