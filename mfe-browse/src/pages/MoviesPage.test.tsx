import { screen, waitFor, within } from '@testing-library/react';
import { emptyLibrary, mockedCatalog, page } from '../test/api-mock';
import { movie } from '../test/movies';
import { renderAt, signOut } from '../test/render';
import { MoviesPage } from './MoviesPage';

jest.mock('@premieres/api-client', () => jest.requireActual('../test/api-client-mock').apiClientMock());

describe('MoviesPage', () => {
  beforeEach(() => {
    signOut();
    emptyLibrary();
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a spinner, then the non-empty rows', async () => {
    mockedCatalog.listMovies.mockResolvedValue(
      page([
        movie({ id: '1', title: 'Kaalpath', genre: 'Action', rating: 8.4 }),
        movie({ id: '2', title: 'Hasya Express', genre: 'Comedy', rating: 6.5 }),
      ]),
    );
    renderAt('/movies', <MoviesPage />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Trending' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Action' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Comedy' })).toBeInTheDocument();
    // No Sci-Fi title: the row is hidden.
    expect(screen.queryByRole('region', { name: 'Sci-Fi' })).not.toBeInTheDocument();
    const trending = screen.getByRole('region', { name: 'Trending' });
    expect(within(trending).getByText('Kaalpath')).toBeInTheDocument();
    expect(within(trending).queryByText('Hasya Express')).not.toBeInTheDocument();
    expect(mockedCatalog.listMovies).toHaveBeenCalledWith({ type: 'movie', limit: 100 });
  });

  it('logs a failed fetch and still renders the page with no rows', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedCatalog.listMovies.mockRejectedValue(new Error('offline'));
    renderAt('/movies', <MoviesPage />);
    expect(await screen.findByRole('heading', { name: 'Movies', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(log).toHaveBeenCalledWith('[mfe-browse] Failed to fetch movies', expect.any(Error));
  });

  it('shows search results for ?q= instead of rows', async () => {
    mockedCatalog.listMovies.mockResolvedValue(page([movie({ id: '7', title: 'Samudra' })]));
    renderAt('/movies?q=Mohanlal', <MoviesPage />);
    expect(await screen.findByRole('heading', { name: 'Results for “Mohanlal”' })).toBeInTheDocument();
    expect(await screen.findByText('Samudra')).toBeInTheDocument();
    expect(screen.getByText('1 title found')).toBeInTheDocument();
    expect(mockedCatalog.listMovies).toHaveBeenCalledWith({ q: 'Mohanlal', limit: 100 });
  });

  it('says when a search finds nothing', async () => {
    mockedCatalog.listMovies.mockResolvedValue(page([]));
    renderAt('/movies?q=zzz', <MoviesPage />);
    expect(await screen.findByText('No movies found matching your search.')).toBeInTheDocument();
  });
});
