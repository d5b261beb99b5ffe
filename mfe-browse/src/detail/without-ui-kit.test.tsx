// The title's page and the search page are drawn without the UI kit (issue 28: a member page's first
// screen loads no Chakra): their modules must not import it, and they draw without its provider,
// the Download control and a series' episodes included. Importing the kit or Chakra here throws.
import type { FakeApi } from '@premieres/api-client/testing';
import type { MovieDisplay } from '@premieres/contracts';
import { initI18n } from '@premieres/i18n';
import { usePlayerStore } from '@premieres/player-store';
import { fireEvent, screen, within } from '@testing-library/react';
import { SearchPage } from '../search/SearchPage';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { episode, movie, watchedPartway } from '../test/movies';
import { renderWithoutKit } from '../test/render-without-kit';
import { member, signIn } from '../test/session';
import '../i18n';
import { ContentDetailPage } from './ContentDetailPage';

jest.mock('@premieres/ui', () => {
  throw new Error('the page imported the UI kit');
});
jest.mock('@chakra-ui/react', () => {
  throw new Error('the page imported Chakra');
});

initI18n({ language: 'en' });

const film = movie({
  id: '2',
  title: 'Antariksh',
  type: 'movie',
  genre: 'Sci-Fi',
  isNew: true,
  hasContent: true,
  cast: ['Ishaan Verma'],
  tags: ['Space'],
});
const series = movie({ id: 'tv1', title: 'Mohalla Diaries', type: 'tv', hasContent: true, seasons: 2 });

let api: FakeApi;
beforeEach(() => {
  // Standard: the Download control offers up to 480p.
  const standard = member();
  signIn({ ...standard, subscription: { ...standard.subscription, subscription_tier: 'standard' } });
  usePlayerStore.getState().close();
  api = fakeBrowseApi();
  api.on('GET playback/:id/status', { state: 'ready', percent: 100, position: null, etaSeconds: null });
});

it('draws a film: hero, facts, resume and the Download control with its quality choice', async () => {
  api.on('GET movies/:id', film);
  api.on('GET me/progress/:id', watchedPartway('2', 20, 620));
  api.on('GET downloads/options', {
    options: [{ quality: 'standard', label: 'Standard (480p)', height: 480, bytes: 120_000_000 }],
    devices: { used: 0, limit: 2 },
  });
  renderWithoutKit('/content/2', <ContentDetailPage />, '/content/:id');
  expect(await screen.findByRole('heading', { level: 1, name: 'Antariksh' })).toBeInTheDocument();
  expect(screen.getByText('NEW')).toHaveClass('pk-badge');
  expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Cast' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Watched of Antariksh' })).toBeInTheDocument();
  fireEvent.click(await screen.findByTestId('download-button'));
  const choice = await screen.findByTestId('download-choice');
  expect(await within(choice).findByRole('button', { name: /^Standard \(480p\) · / })).toHaveClass('pk-btn');
  fireEvent.click(within(choice).getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByTestId('download-button')).toBeInTheDocument();
});

it('draws a series with its season picker and episodes', async () => {
  api.on('GET movies/:id', series);
  api.on('GET movies/:id/episodes', {
    movieId: 'tv1',
    seasons: [
      { season: 1, episodes: [episode(1, 1, 'The New Tenant')] },
      { season: 2, episodes: [episode(2, 1, 'Wedding Season')] },
    ],
  });
  renderWithoutKit('/content/tv1', <ContentDetailPage />, '/content/:id');
  const picker = await screen.findByRole('group', { name: 'Season' });
  fireEvent.click(within(picker).getByRole('button', { name: 'Season 2' }));
  expect(await screen.findByRole('button', { name: /Play episode 1: Wedding Season/ })).toBeInTheDocument();
  expect(screen.getByTestId('episode-still-placeholder')).toBeInTheDocument();
});

it('draws the search page with its box and results', async () => {
  api.on('GET search', ({ query }) => ({
    query: query.get('q') ?? '',
    items: [film as MovieDisplay],
    total: 1,
    page: 1,
    limit: 24,
  }));
  renderWithoutKit('/search?q=antar', <SearchPage />);
  expect(await screen.findByRole('link', { name: 'Antariksh' })).toBeInTheDocument();
  const box = screen.getByRole('search', { name: 'Search titles' });
  fireEvent.click(within(box).getByRole('button', { name: 'Clear search' }));
  expect(within(box).getByRole('textbox', { name: 'Search titles' })).toHaveValue('');
});
