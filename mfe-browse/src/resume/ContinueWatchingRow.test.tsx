import { type FakeApi, noContent } from '@premieres/api-client/testing';
import type { ContinueWatchingEntry, MovieDisplay } from '@premieres/contracts';
import { reportPlayerClosed } from '@premieres/player-store';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MoviesPage } from '../catalogue/MoviesPage';
import { page } from '../test/api-mock';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { movie } from '../test/movies';
import { member, renderAt, signIn, signOut } from '../test/render';
import { ContinueWatchingRow } from './ContinueWatchingRow';

const entry = (m: MovieDisplay, fraction: number): ContinueWatchingEntry => ({
  movie: m,
  positionSeconds: fraction * 10,
  durationSeconds: 10,
  fraction,
  updatedAt: '2026-03-01T09:00:00.000Z',
});
let api: FakeApi;
const serve = (...items: ContinueWatchingEntry[]) =>
  api.on('GET me/continue-watching', { items, total: items.length, page: 1, limit: 20 });
const reads = () => api.callsTo('GET me/continue-watching').length;

beforeEach(() => {
  api = fakeBrowseApi();
  signIn();
});
afterEach(() => {
  signOut();
  expect(api.unanswered).toEqual([]);
});

it('shows each started title, newest first, with its progress bar', async () => {
  serve(entry(movie({ id: '3', title: 'Kaalpath' }), 0.52), entry(movie({ id: '7', title: 'Ghar' }), 0.3));
  renderAt('/dashboard', <ContinueWatchingRow />);
  const row = await screen.findByRole('region', { name: 'Continue Watching' });
  const bars = within(row).getAllByRole('progressbar');
  expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
    'Progress in Kaalpath',
    'Progress in Ghar',
  ]);
  expect(bars[0]).toHaveAttribute('aria-valuenow', '52');
  expect(bars[0]).toHaveAttribute('aria-valuetext', '52% watched');
});

it('removes a title with its own button', async () => {
  serve(entry(movie({ id: '3', title: 'Kaalpath' }), 0.5));
  api.on('DELETE me/continue-watching/:id', noContent());
  renderAt('/dashboard', <ContinueWatchingRow />);
  const remove = await screen.findByRole('button', { name: 'Remove Kaalpath from Continue Watching' });
  serve();
  fireEvent.click(remove);
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Continue Watching' })).not.toBeInTheDocument(),
  );
  expect(api.callsTo('DELETE me/continue-watching/:id').map((call) => call.path)).toEqual([
    'me/continue-watching/3',
  ]);
});

it('is hidden when empty and not asked for without a subscription', async () => {
  serve();
  const { unmount } = renderAt('/dashboard', <ContinueWatchingRow />);
  await waitFor(() => expect(reads()).toBe(1));
  expect(screen.queryByRole('region', { name: 'Continue Watching' })).not.toBeInTheDocument();
  unmount();
  signIn({
    ...member(),
    subscription: { subscribed: false, subscription_tier: null, subscription_end: null },
  });
  renderAt('/dashboard', <ContinueWatchingRow />);
  expect(reads()).toBe(1);
});

it('leads the movies page', async () => {
  serve(entry(movie({ id: '3', title: 'Kaalpath' }), 0.5));
  api.on('GET movies', page([movie({ id: '9', genre: 'Action', rating: 9 })]));
  renderAt('/movies', <MoviesPage />);
  await screen.findByRole('region', { name: 'Continue Watching' });
  await screen.findByRole('region', { name: 'Trending' });
  expect(screen.getAllByRole('region')[0]).toHaveAccessibleName('Continue Watching');
});

it('shows the title the player just closed, without a reload', async () => {
  serve();
  renderAt('/dashboard', <ContinueWatchingRow />);
  await waitFor(() => expect(reads()).toBe(1));
  expect(screen.queryByRole('region', { name: 'Continue Watching' })).not.toBeInTheDocument();
  // The player saved 5 s of Kaalpath and closed: the shared store says so.
  serve(entry(movie({ id: '3', title: 'Kaalpath' }), 0.5));
  act(() => reportPlayerClosed('3', 5));
  const row = await screen.findByRole('region', { name: 'Continue Watching' });
  expect(within(row).getByRole('progressbar', { name: 'Progress in Kaalpath' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
});
