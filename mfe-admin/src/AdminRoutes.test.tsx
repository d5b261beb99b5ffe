import { type FakeApi, fakeApi } from '@premieres/api-client/testing';
import { useAuthStore } from '@premieres/auth-store';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AdminRoutes } from './AdminRoutes';
import { renderAt, signInAs } from './test/render';

// Tab pages are lazy chunks; on a loaded 2-core machine the first import takes seconds.
jest.setTimeout(30_000);
const LAZY = { timeout: 15_000 };

let api: FakeApi;
beforeEach(() => {
  act(() => useAuthStore.getState().clearSession());
  // No titles and no categories yet.
  api = fakeApi({
    'GET admin/movies': { items: [], total: 0, page: 1, limit: 20 },
    'GET admin/categories': [],
  });
});
afterEach(() => expect(api.unanswered).toEqual([]));

test('while the session is being checked, a spinner', () => {
  act(() => useAuthStore.getState().setLoading(true));
  renderAt('/admin', <AdminRoutes />);
  expect(screen.getByRole('status')).toBeInTheDocument();
});

test('not signed in: Sign In back to /admin, and Go to Dashboard', () => {
  renderAt('/admin/trending', <AdminRoutes />);
  expect(screen.getByRole('heading', { name: 'Admin panel' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?returnTo=/admin');
  expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
});

test('a member sees Access Denied with their e-mail, role and id, and the note', async () => {
  act(() => void signInAs('user'));
  renderAt('/admin', <AdminRoutes />);
  // Its own chunk, loaded when shown.
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  const who = screen.getByTestId('admin-current-user');
  expect(who).toHaveTextContent('user@premieres.in');
  expect(who).toHaveTextContent('id-user');
  expect(who).toHaveTextContent('user');
  expect(screen.getByText(/restricted to the designated administrator address/)).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
});

test('staff see the sidebar of §2 plus the audit log and episodes, and the welcome header', async () => {
  act(() => void signInAs('moderator'));
  renderAt('/admin', <AdminRoutes />);
  const nav = screen.getByRole('navigation', { name: 'Admin sections' });
  // On a narrow screen (jsdom has no width) the list is collapsed behind a button naming the tab.
  expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  fireEvent.click(within(nav).getByRole('button', { name: 'Content Management' }));
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Content Management',
    'Trending Movies',
    'Thumbnail Manager',
    'User Management',
    'Categories',
    'Analytics',
    'Media',
    'Messages',
    'Audit log',
    'Episodes',
    'Audio & subtitles',
    'Settings',
  ]);
  expect(screen.getByTestId('admin-welcome')).toHaveTextContent(
    'Welcome, moderator@premieres.in (moderator)',
  );
  expect(screen.getByRole('link', { name: /Dashboard/ })).toHaveAttribute('href', '/dashboard');
  expect(screen.getByRole('button', { name: /Sign Out/ })).toBeInTheDocument();
  // /admin opens Content Management.
  expect(await screen.findByText('No movies available. Add your first movie!', {}, LAZY)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/content');
});

test('a deep link opens its tab; Settings and unknown tabs fall back to Content', async () => {
  act(() => void signInAs('admin'));
  renderAt('/admin/categories', <AdminRoutes />);
  expect(
    await screen.findByText('No categories found. Add your first category!', {}, LAZY),
  ).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/categories');

  renderAt('/admin/settings', <AdminRoutes />);
  expect(screen.getAllByTestId('location')[1]).toHaveTextContent('/admin/content');
});

test('a moderator on User Management sees Admin access required', () => {
  act(() => void signInAs('moderator'));
  renderAt('/admin/users', <AdminRoutes />);
  expect(screen.getByText('Admin access required')).toBeInTheDocument();
});

test('owns no path outside /admin', () => {
  act(() => void signInAs('admin'));
  renderAt('/movies', <AdminRoutes />);
  expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
});
