import { apiError, type FakeApi, noContent } from '@premieres/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAccountApi } from '../test/fakeAccountApi';
import { notifyMock } from '../test/mocks';
import { renderAccount } from '../test/renderAccount';

jest.mock('@premieres/ui', () => jest.requireActual('../test/jestMockFactories').mockUi());

let api: FakeApi;
beforeEach(() => {
  jest.clearAllMocks();
  api = fakeAccountApi({ 'POST auth/password-reset': noContent() });
});
afterEach(() => expect(api.unanswered).toEqual([]));

const resets = () => api.callsTo('POST auth/password-reset').map((call) => call.json);

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
  return within(await screen.findByRole('dialog', { name: 'Reset Password' }));
}

describe('Reset Password dialog', () => {
  it('validates the address, sends the link, closes and clears the field', async () => {
    await renderAccount('/auth');
    let dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText('Email'), 'nope');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    expect(await dialog.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(resets()).toEqual([]);

    await userEvent.clear(dialog.getByLabelText('Email'));
    await userEvent.type(dialog.getByLabelText('Email'), ' Asha@Example.com ');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resets()).toEqual([{ email: 'asha@example.com' }]);
    expect(notifyMock).toHaveBeenCalledWith(
      'success',
      'Password reset sent',
      'Check your email for password reset instructions',
    );

    dialog = await openDialog();
    expect(dialog.getByLabelText('Email')).toHaveValue('');
  });

  it('stays open with Password reset failed and the server message on failure', async () => {
    api.on('POST auth/password-reset', apiError(500, 'Mail server unavailable'));
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
