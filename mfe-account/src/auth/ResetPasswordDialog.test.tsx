import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiError, notifyMock } from '../test/mocks';
import { renderAccount } from '../test/renderAccount';

jest.mock('@premieres/api-client', () => jest.requireActual('../test/jestMockFactories').mockApiClient());
jest.mock('@premieres/ui', () => jest.requireActual('../test/jestMockFactories').mockUi());

beforeEach(() => jest.clearAllMocks());

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
  return within(await screen.findByRole('dialog', { name: 'Reset Password' }));
}

describe('Reset Password dialog', () => {
  it('validates the address, sends the link, closes and clears the field', async () => {
    api.requestPasswordReset.mockResolvedValue(undefined);
    await renderAccount('/auth');
    let dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText('Email'), 'nope');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    expect(await dialog.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.requestPasswordReset).not.toHaveBeenCalled();

    await userEvent.clear(dialog.getByLabelText('Email'));
    await userEvent.type(dialog.getByLabelText('Email'), ' Asha@Example.com ');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestPasswordReset).toHaveBeenCalledWith('asha@example.com');
    expect(notifyMock).toHaveBeenCalledWith(
      'success',
      'Password reset sent',
      'Check your email for password reset instructions',
    );

    dialog = await openDialog();
    expect(dialog.getByLabelText('Email')).toHaveValue('');
  });

  it('stays open with Password reset failed and the server message on failure', async () => {
    api.requestPasswordReset.mockRejectedValue(apiError(500, 'Mail server unavailable'));
    await renderAccount('/auth');
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText('Email'), 'asha@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith('error', 'Password reset failed', 'Mail server unavailable'),
    );
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Email')).toHaveValue('asha@example.com');
  });

  it('closes on Cancel', async () => {
    await renderAccount('/auth');
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
