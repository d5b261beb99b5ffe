import { useAuthStore } from '@premieres/auth-store';
import type { AuthUser } from '@premieres/contracts';
import { initI18n } from '@premieres/i18n';
import { UiProvider } from '@premieres/ui';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import App from './App';

const admin: AuthUser = {
  id: 'u1',
  email: 'admin@premieres.in',
  created_at: '2026-01-01T00:00:00.000Z',
  full_name: 'Admin',
  role: 'admin',
  confirmed: true,
  subscription: { subscribed: false, subscription_tier: null, subscription_end: null },
};

function renderAt(path: string) {
  initI18n({ language: 'en' });
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </UiProvider>,
  );
}

beforeEach(() => act(() => useAuthStore.getState().clearSession()));

test('renders the admin panel page for /admin and its tabs', () => {
  renderAt('/admin');
  expect(screen.getByRole('heading', { name: 'Admin panel' })).toBeInTheDocument();
  renderAt('/admin/users');
  expect(screen.getAllByRole('heading', { name: 'Admin panel' })).toHaveLength(2);
});

test('offers Sign In back to /admin when signed out', () => {
  renderAt('/admin');
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?returnTo=/admin');
});

test('shows who is signed in, from the shared auth store', () => {
  act(() => useAuthStore.getState().setSession({ user: admin, accessToken: 'jwt' }));
  renderAt('/admin');
  expect(screen.getByTestId('admin-signed-in-as')).toHaveTextContent(
    'Signed in as admin@premieres.in (admin)',
  );
});

test('owns no other path', () => {
  const { container } = renderAt('/movies');
  expect(container.querySelector('main')).toBeNull();
});
