import type { FakeApi } from '@premieres/api-client/testing';
import { useAuthStore } from '@premieres/auth-store';
import { screen } from '@testing-library/react';
import { entries } from '../test/api-mock';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { movie } from '../test/movies';
import { renderAt, signIn, signOut } from '../test/render';
import { MyListPage } from './MyListPage';

describe('MyListPage', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeBrowseApi();
  });
  afterEach(() => expect(api.unanswered).toEqual([]));

  it('sends a visitor to sign in with returnTo=/my-list', () => {
    signOut();
    renderAt('/my-list', <MyListPage />);
    expect(screen.getByTestId('location')).toHaveTextContent('/auth?returnTo=%2Fmy-list');
    expect(api.calls).toEqual([]);
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
    api.on(
      'GET me/list',
      entries(movie({ id: '1', title: 'Kaalpath' }), movie({ id: 'tv1', title: 'Gully Kings', type: 'tv' })),
    );
    renderAt('/my-list', <MyListPage />);
    expect(await screen.findByRole('region', { name: 'Recently Added' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Movies' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Premieres' })).toBeInTheDocument();
    expect(screen.queryByText('Your list is empty')).not.toBeInTheDocument();
  });
});
