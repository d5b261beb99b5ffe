import type { FakeApi } from '@premieres/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { movie } from '../test/movies';
import { member, renderAt, signIn, signOut } from '../test/render';
import { BecauseYouWatchedRow, TopTenRow } from './LearningRows';

let api: FakeApi;
beforeEach(() => {
  api = fakeBrowseApi();
});
afterEach(() => {
  signOut();
  expect(api.unanswered).toEqual([]);
});

it('numbers Top 10 today from #1, most played first', async () => {
  api.on('GET rows/top-ten', {
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
  renderAt('/movies', <TopTenRow />);
  await waitFor(() => expect(api.callsTo('GET rows/top-ten')).toHaveLength(1));
  expect(screen.queryByRole('region', { name: 'Top 10 in India today' })).not.toBeInTheDocument();
});

it('names the title the row follows', async () => {
  api.on('GET me/because-you-watched', {
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
  expect(api.callsTo('GET me/because-you-watched')).toEqual([]);
});
