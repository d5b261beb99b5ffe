import { useAuthStore } from '@premieres/auth-store';
import { screen } from '@testing-library/react';
import { emptyLibrary, entries, mockedLibrary } from '../test/api-mock';
import { movie } from '../test/movies';
import { renderAt, signIn, signOut } from '../test/render';
import { MyListPage } from './MyListPage';

jest.mock('@premieres/api-client', () => jest.requireActual('../test/api-client-mock').apiClientMock());

describe('MyListPage', () => {
  beforeEach(() => emptyLibrary());

  it('sends a visitor to sign in with returnTo=/my-list', () => {
    signOut();
    renderAt('/my-list', <MyListPage />);
    expect(screen.getByTestId('location')).toHaveTextContent('/auth?returnTo=%2Fmy-list');
    expect(mockedLibrary.getList).not.toHaveBeenCalled();
  });

  it('waits for the session check before deciding', () => {
    useAuthStore.setState({ user: null, loading: true });
    renderAt('/my-list', <MyListPage />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/my-list');
  });

  it('shows the empty state with links to browse', async () => {
    signIn();
    renderAt('/my-list', <MyListPage />);
    expect(await screen.findByText('Your list is empty')).toBeInTheDocument();
    expect(screen.getByText('Add movies and premieres to your list to watch later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Movies' })).toHaveAttribute('href', '/movies');
    expect(screen.getByRole('link', { name: 'Browse Premiere Shows' })).toHaveAttribute('href', '/premieres');
  });

  it('shows Recently Added, Movies and Premieres rows', async () => {
    signIn();
    mockedLibrary.getList.mockResolvedValue(
      entries(movie({ id: '1', title: 'Kaalpath' }), movie({ id: 'tv1', title: 'Gully Kings', type: 'tv' })),
    );
    renderAt('/my-list', <MyListPage />);
    expect(await screen.findByRole('region', { name: 'Recently Added' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Movies' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Premieres' })).toBeInTheDocument();
    expect(screen.queryByText('Your list is empty')).not.toBeInTheDocument();
  });
});
