import { apiError, type FakeApi, noContent } from '@premieres/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAccountApi } from '../test/fakeAccountApi';
import { notifyMock } from '../test/mocks';
import { renderAccount } from '../test/renderAccount';

jest.mock('@premieres/ui', () => jest.requireActual('../test/jestMockFactories').mockUi());

let api: FakeApi;
beforeEach(() => {
  jest.clearAllMocks();
  api = fakeAccountApi({ 'POST auth/password-reset/complete': noContent() });
});
afterEach(() => expect(api.unanswered).toEqual([]));

const completions = () => api.callsTo('POST auth/password-reset/complete').map((call) => call.json);

describe('/reset-password', () => {
  it('explains a link without a token', async () => {
    await renderAccount('/reset-password');
    expect(screen.getByText(/This password reset link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('enforces the policy and the confirmation, then goes to /auth with a success toast', async () => {
    await renderAccount('/reset-password?token=abc123');
    const update = screen.getByRole('button', { name: 'Update Password' });
    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    expect(update).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'NewPassw0rd');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'NewPassw0rX');
    await userEvent.click(update);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(completions()).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'NewPassw0rd');
    await userEvent.click(update);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
    expect(completions()).toEqual([{ token: 'abc123', password: 'NewPassw0rd' }]);
    expect(notifyMock).toHaveBeenCalledWith(
      'success',
      'Password updated',
      'You can now sign in with your new password.',
    );
  });

  it('shows the server message when the token is spent or expired', async () => {
    api.on('POST auth/password-reset/complete', apiError(400, 'This link is invalid or has expired'));
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
