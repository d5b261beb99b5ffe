import { fireEvent, screen } from '@testing-library/react';
import { renderShell } from '../test/render';
import { NotFound } from './NotFound';

test('shows "Oops! Page not found" with a link home, and logs the bad path', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderShell(<NotFound />, { path: '/no/such/page' });
  expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  expect(error).toHaveBeenCalledWith('[shell] 404: no route for this path', { path: '/no/such/page' });
  fireEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  error.mockRestore();
});
