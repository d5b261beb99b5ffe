import { rowsApi } from '@premieres/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { emptyLibrary } from '../test/api-mock';
import { movie } from '../test/movies';
import { member, renderAt, signIn, signOut } from '../test/render';
import { BecauseYouWatchedRow, TopTenRow } from './LearningRows';

jest.mock('@premieres/api-client', () => jest.requireActual('../test/api-client-mock').apiClientMock());
const mocked = rowsApi as jest.Mocked<typeof rowsApi>;

beforeEach(() => emptyLibrary());
afterEach(() => {
  signOut();
  jest.clearAllMocks();
});

it('numbers Top 10 today from #1, most played first', async () => {
  mocked.topTen.mockResolvedValue({
    items: [
      { rank: 1, movie: movie({ id: '3', title: 'Golmaal Junction' }) },
      { rank: 2, movie: movie({ id: '8', title: 'Chai Pe Charcha' }) },
    ],
  });
  renderAt('/movies', <TopTenRow />);
  const row = await screen.findByRole('region', { name: 'Top 10 in India today' });
  expect(
    within(row)
      .getAllByTestId('top-ten-rank')
      .map((rank) => rank.textContent),
  ).toEqual(['#1', '#2']);
  expect(
    within(row).getAllByRole('link', { name: /Golmaal Junction|Chai Pe Charcha/ })[0],
  ).toHaveAccessibleName('Golmaal Junction');
});

it('draws no Top 10 before any title has been played', async () => {
  mocked.topTen.mockResolvedValue({ items: [] });
  renderAt('/movies', <TopTenRow />);
  await waitFor(() => expect(mocked.topTen).toHaveBeenCalled());
  expect(screen.queryByRole('region', { name: 'Top 10 in India today' })).not.toBeInTheDocument();
});

it('names the title the row follows', async () => {
  mocked.becauseYouWatched.mockResolvedValue({
    because: { id: '2', title: 'Antariksh' },
    items: [movie({ id: '7', title: 'Mission Gaganyaan' })],
  });
  signIn();
  renderAt('/dashboard', <BecauseYouWatchedRow />);
  const row = await screen.findByRole('region', { name: 'Because you watched Antariksh' });
  expect(within(row).getByRole('link', { name: 'Mission Gaganyaan' })).toBeVisible();
});

it('does not ask for Because you watched without a subscription', () => {
  signIn({
    ...member(),
    subscription: { subscribed: false, subscription_tier: null, subscription_end: null },
  });
  renderAt('/dashboard', <BecauseYouWatchedRow />);
  expect(mocked.becauseYouWatched).not.toHaveBeenCalled();
});
