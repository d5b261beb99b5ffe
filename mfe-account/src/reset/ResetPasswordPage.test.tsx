import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiError, notifyMock } from '../test/mocks';
import { renderAccount } from '../test/renderAccount';

jest.mock('@premieres/api-client', () => jest.requireActual('../test/jestMockFactories').mockApiClient());
jest.mock('@premieres/ui', () => jest.requireActual('../test/jestMockFactories').mockUi());

beforeEach(() => jest.clearAllMocks());

describe('/reset-password', () => {
  it('explains a link without a token', async () => {
    await renderAccount('/reset-password');
    expect(screen.getByText(/This password reset link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('enforces the policy and the confirmation, then goes to /auth with a success toast', async () => {
    api.completePasswordReset.mockResolvedValue(undefined);
    await renderAccount('/reset-password?token=abc123');
    const update = screen.getByRole('button', { name: 'Update Password' });
    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    expect(update).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'NewPassw0rd');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'NewPassw0rX');
    await userEvent.click(update);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.completePasswordReset).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'NewPassw0rd');
    await userEvent.click(update);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
    expect(api.completePasswordReset).toHaveBeenCalledWith({ token: 'abc123', password: 'NewPassw0rd' });
    expect(notifyMock).toHaveBeenCalledWith(
      'success',
      'Password updated',
      'You can now sign in with your new password.',
    );
  });

  it('shows the server message when the token is spent or expired', async () => {
    api.completePasswordReset.mockRejectedValue(apiError(400, 'This link is invalid or has expired'));
    await renderAccount('/reset-password?token=old');
    await userEvent.type(screen.getByLabelText('New Password'), 'NewPassw0rd');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'NewPassw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByTestId('auth-banner')).toHaveTextContent('This link is invalid or has expired');
    expect(notifyMock).toHaveBeenCalledWith(
      'error',
      'Password reset failed',
      'This link is invalid or has expired',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
  });
});
