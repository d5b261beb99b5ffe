import { useAuthStore } from '@premieres/auth-store';
import { act, fireEvent, screen } from '@testing-library/react';
import { testMember } from '../test/member';
import { NAV_ROUTES } from '../test/nav-routes';
import { renderShell } from '../test/render';
import { NotFound } from './NotFound';

test('shows "Oops! Page not found" with a link home, and logs the bad path', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderShell(<NotFound routes={NAV_ROUTES} />, { path: '/no/such/page' });
  expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  expect(error).toHaveBeenCalledWith('[shell] 404: no route for this path', { path: '/no/such/page' });
  fireEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  error.mockRestore();
});

test('Return to Home takes a signed-in member to the dashboard', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  act(() => {
    useAuthStore.getState().setSession({
      user: testMember,
      accessToken: 'token',
    });
  });
  renderShell(<NotFound routes={NAV_ROUTES} />, { path: '/no/such/page' });
  fireEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  act(() => useAuthStore.getState().clearSession());
  error.mockRestore();
});
