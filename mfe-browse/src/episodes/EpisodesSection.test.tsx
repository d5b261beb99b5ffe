import { apiError, type FakeApi } from '@premieres/api-client/testing';
import { usePlayerStore } from '@premieres/player-store';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { episode, movie } from '../test/movies';
import { renderAt, signIn } from '../test/render';
import { EpisodesSection } from './EpisodesSection';
import { playSeries } from './playEpisode';

const series = movie({ id: 'tv1', title: 'Mohalla Diaries', type: 'tv', seasons: 2, episodes: 3 });
const S1 = [episode(1, 1, 'The New Tenant'), episode(1, 2, 'Tea at Four')];
const S2 = [episode(2, 1, 'Wedding Season')];

let api: FakeApi;
beforeEach(() => {
  signIn();
  usePlayerStore.getState().close();
  api = fakeBrowseApi();
  api.on('GET movies/:id/episodes', {
    movieId: 'tv1',
    seasons: [
      { season: 1, episodes: S1 },
      { season: 2, episodes: S2 },
    ],
  });
  api.on('GET me/progress/:id', {
    movieId: 'tv1',
    positionSeconds: 0,
    durationSeconds: 0,
    fraction: 0,
    finished: false,
    resumeAtSeconds: 0,
    updatedAt: null,
    episodeId: 'tv1-s1e2',
    episodes: [
      { episodeId: 'tv1-s1e1', positionSeconds: 660, durationSeconds: 1320, fraction: 0.5, finished: false },
    ],
  });
});
afterEach(() => expect(api.unanswered).toEqual([]));

it('lists episodes by season with a progress bar where started and a Play per episode', async () => {
  renderAt('/content/tv1', <EpisodesSection movie={series} />);
  const section = await screen.findByRole('region', { name: 'Episodes' });
  expect(await within(section).findByText('1. The New Tenant')).toBeInTheDocument();
  expect(within(section).getAllByText('22 min')).toHaveLength(2);
  expect(
    await within(section).findByRole('progressbar', { name: 'Watched of The New Tenant' }),
  ).toHaveAttribute('aria-valuenow', '50');
  fireEvent.click(within(section).getByRole('button', { name: 'Season 2' }));
  expect(within(section).getByText('1. Wedding Season')).toBeInTheDocument();
  expect(within(section).queryByText('1. The New Tenant')).toBeNull();
  fireEvent.click(within(section).getByRole('button', { name: 'Play episode 1: Wedding Season' }));
  expect(usePlayerStore.getState().request).toMatchObject({
    kind: 'content',
    movieId: 'tv1',
    episodeId: 'tv1-s2e1',
  });
});

it('plays the current episode on Play, and S1E1 when the profile has none', async () => {
  await playSeries(series, [...S1, ...S2]);
  expect(usePlayerStore.getState().request).toMatchObject({
    episodeId: 'tv1-s1e2',
    title: 'Mohalla Diaries · S1E2 · Tea at Four',
  });
  api.on('GET me/progress/:id', apiError(403, 'not a subscriber', { code: 'SUBSCRIPTION_REQUIRED' }));
  await playSeries(series, [...S1, ...S2]);
  expect(usePlayerStore.getState().request).toMatchObject({ episodeId: 'tv1-s1e1' });
});

it("shows each episode's still and synopsis, and a placeholder where it has no still yet", async () => {
  api.on('GET movies/:id/episodes', {
    movieId: 'tv1',
    seasons: [
      {
        season: 1,
        episodes: [
          {
            ...episode(1, 1, 'The New Tenant'),
            synopsis: 'A quiet engineer rents the room above the sweet shop.',
            stillUrl: '/media/stills/tv1/episodes/tv1-s1e1/t1.jpg',
          },
          { ...episode(1, 2, 'Tea at Four'), stillUrl: null },
        ],
      },
    ],
  });
  renderAt('/content/tv1', <EpisodesSection movie={series} />);
  const section = await screen.findByRole('region', { name: 'Episodes' });
  const [first, second] = await within(section).findAllByRole('listitem');
  expect(within(first as HTMLElement).getByTestId('episode-still')).toHaveAttribute(
    'src',
    '/media/stills/tv1/episodes/tv1-s1e1/t1.jpg',
  );
  expect(
    within(first as HTMLElement).getByText('A quiet engineer rents the room above the sweet shop.'),
  ).toBeVisible();
  expect(within(second as HTMLElement).queryByTestId('episode-still')).toBeNull();
  expect(within(second as HTMLElement).getByTestId('episode-still-placeholder')).toBeInTheDocument();
  // The Play button sits over the still and keeps its name.
  expect(
    within(second as HTMLElement).getByRole('button', { name: 'Play episode 2: Tea at Four' }),
  ).toBeInTheDocument();
});
