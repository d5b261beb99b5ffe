import { searchApi } from '@premieres/api-client';
import type { MovieDisplay, SearchResults } from '@premieres/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { emptyLibrary } from '../test/api-mock';
import { movie } from '../test/movies';
import { renderAt } from '../test/render';
import { SearchPage } from './SearchPage';

jest.mock('@premieres/api-client', () => jest.requireActual('../test/api-client-mock').apiClientMock());
const mocked = searchApi as jest.Mocked<typeof searchApi>;

const answer = (q: string, items: MovieDisplay[]): SearchResults => ({
  query: q,
  items,
  total: items.length,
  page: 1,
  limit: 24,
});

beforeEach(() => emptyLibrary());
afterEach(() => jest.clearAllMocks());

it('shows the results of the URL’s query, shareable as /search?q=', async () => {
  mocked.search.mockImplementation(async ({ q }) => answer(q, [movie({ id: '2', title: 'Antariksh' })]));
  renderAt('/search?q=antarikh', <SearchPage />);
  expect(await screen.findByRole('heading', { name: 'Results for “antarikh”', level: 1 })).toBeVisible();
  expect(await screen.findByRole('link', { name: 'Antariksh' })).toBeVisible();
  expect(screen.getByText('1 title found')).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Search titles' })).toHaveValue('antarikh');
  expect(mocked.search).toHaveBeenCalledWith({ q: 'antarikh', page: 1, limit: 24 }, expect.anything());
});

it("says the spec's text when nothing matches", async () => {
  mocked.search.mockImplementation(async ({ q }) => answer(q, []));
  renderAt('/search?q=zzz', <SearchPage />);
  expect(await screen.findByText('No movies found matching your search.')).toBeVisible();
});

it('clearing the box clears the results and the URL’s q at once', async () => {
  mocked.search.mockImplementation(async ({ q }) => answer(q, [movie({ id: '2', title: 'Antariksh' })]));
  renderAt('/search?q=antar', <SearchPage />);
  expect(await screen.findByRole('link', { name: 'Antariksh' })).toBeVisible();
  fireEvent.change(screen.getByRole('textbox', { name: 'Search titles' }), { target: { value: '' } });
  expect(screen.queryByRole('link', { name: 'Antariksh' })).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/search$/);
  expect(screen.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
});

it('follows typing into the URL once it settles', async () => {
  mocked.search.mockImplementation(async ({ q }) =>
    answer(q, [movie({ id: '3', title: 'Golmaal Junction' })]),
  );
  renderAt('/search', <SearchPage />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Search titles' }), { target: { value: 'golmal' } });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?q=golmal'));
  expect(await screen.findByRole('link', { name: 'Golmaal Junction' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Search titles' })).toHaveValue('golmal');
});
