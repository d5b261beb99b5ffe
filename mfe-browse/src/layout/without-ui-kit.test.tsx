// The row pages are drawn without the UI kit (issue 28: a member page's first screen loads no
// Chakra): their modules must not import it, and they draw without its provider. Importing the kit
// or Chakra here throws, so any static import of either on these pages fails this file.
import { initI18n } from '@premieres/i18n';
import { screen, within } from '@testing-library/react';
import { MoviesPage } from '../catalogue/MoviesPage';
import { PremieresPage } from '../catalogue/PremieresPage';
import { DashboardPage } from '../dashboard/DashboardPage';
import '../i18n';
import { MyListPage } from '../my-list/MyListPage';
import { page } from '../test/api-mock';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { movie } from '../test/movies';
import { renderWithoutKit } from '../test/render-without-kit';
import { signIn } from '../test/session';

jest.mock('@premieres/ui', () => {
  throw new Error('a row page imported the UI kit');
});
jest.mock('@chakra-ui/react', () => {
  throw new Error('a row page imported Chakra');
});

initI18n({ language: 'en' });

beforeEach(() => {
  signIn();
  fakeBrowseApi({
    'GET movies': page([movie({ id: 'm1', title: 'Kaalpath' }), movie({ id: 't1', type: 'tv' })]),
  });
});

it('draws /movies with its rows and the All Titles grid and language filter', async () => {
  renderWithoutKit('/movies', <MoviesPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Movies' })).toBeInTheDocument();
  const grid = await screen.findByRole('region', { name: 'All titles' });
  expect(within(grid).getByTestId('language-filter')).toHaveAccessibleName('Language');
  expect(within(grid).getAllByTestId('content-card').length).toBeGreaterThan(0);
});

it('draws /premieres with its rows', async () => {
  renderWithoutKit('/premieres', <PremieresPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Premieres' })).toBeInTheDocument();
  expect((await screen.findAllByTestId('content-card')).length).toBeGreaterThan(0);
});

it('draws /dashboard: greeting, hero, rows, stats and quick actions', async () => {
  renderWithoutKit('/dashboard', <DashboardPage />);
  expect(await screen.findByRole('heading', { name: 'Welcome back, asha.menon!' })).toBeInTheDocument();
  expect(screen.getByTestId('start-watching')).toHaveAttribute('href');
  expect(screen.getByTestId('dashboard-subscription')).toHaveTextContent('Premium');
  expect((await screen.findAllByTestId('content-card')).length).toBeGreaterThan(0);
});

it('draws an empty /my-list with its links to browse', async () => {
  renderWithoutKit('/my-list', <MyListPage />);
  expect(await screen.findByRole('link', { name: 'Browse Movies' })).toHaveAttribute('href', '/movies');
});
