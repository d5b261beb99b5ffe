import { apiError, type FakeApi } from '@premieres/api-client/testing';
import { useAuthStore } from '@premieres/auth-store';
import { toaster } from '@premieres/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAccountApi } from '../test/fakeAccountApi';
import { notifyMock, session } from '../test/mocks';
import { renderAccount } from '../test/renderAccount';

jest.mock('@premieres/ui', () => jest.requireActual('../test/jestMockFactories').mockUi());

let api: FakeApi;
beforeEach(() => {
  jest.clearAllMocks();
  api = fakeAccountApi();
});

// Every request the screens made was one the test expected.
afterEach(() => expect(api.unanswered).toEqual([]));

const signIns = () => api.callsTo('POST auth/signin');

function signInForm() {
  return within(screen.getByRole('form', { name: 'Sign In' }));
}

describe('Sign In', () => {
  it('opens on the Sign In tab and shows the rule messages for an empty submit', async () => {
    await renderAccount('/auth');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(signInForm().getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signIns()).toEqual([]);
  });

  it('shows the other e-mail messages of the spec', async () => {
    await renderAccount('/auth');
    const email = signInForm().getByLabelText('Email');
    await userEvent.type(email, 'a..b@example.com');
    await userEvent.click(signInForm().getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  });

  it('signs in with a trimmed, lower-cased e-mail, keeps the session and goes to returnTo', async () => {
    api.on('POST auth/signin', session());
    await renderAccount('/auth?returnTo=%2Fmy-list');
    await userEvent.type(signInForm().getByLabelText('Email'), '  Asha@Example.COM ');
    await userEvent.type(signInForm().getByLabelText('Password'), 'Secret123');
    await userEvent.click(signInForm().getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-list'));
    expect(signIns().map((call) => call.json)).toEqual([
      { email: 'asha@example.com', password: 'Secret123' },
    ]);
    expect(notifyMock).toHaveBeenCalledWith('success', 'Welcome back!', "You've successfully signed in.");
    expect(useAuthStore.getState().accessToken).toBe('new-token');
  });

  it('goes to /dashboard without returnTo, and ignores a returnTo that leaves the site', async () => {
    api.on('POST auth/signin', session());
    await renderAccount('/auth?returnTo=%2F%2Fevil.example');
    await userEvent.type(signInForm().getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(signInForm().getByLabelText('Password'), 'Secret123');
    await userEvent.click(signInForm().getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });

  it('shows the server message in the banner and the Sign in failed toast', async () => {
    api.on('POST auth/signin', apiError(401, 'Invalid login credentials'));
    await renderAccount('/auth');
    await userEvent.type(signInForm().getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(signInForm().getByLabelText('Password'), 'wrong-one');
    await userEvent.click(signInForm().getByRole('button', { name: 'Sign In' }));
    const banner = await screen.findByTestId('auth-banner');
    expect(banner).toHaveTextContent('Invalid login credentials');
    expect(notifyMock).toHaveBeenCalledWith('error', 'Sign in failed', 'Invalid login credentials');
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });

  it('a later success dismisses the failure toast, so it does not follow onto the dashboard', async () => {
    const dismiss = jest.spyOn(toaster, 'dismiss');
    api.on('POST auth/signin', apiError(401, 'Invalid login credentials'));
    await renderAccount('/auth');
    await userEvent.type(signInForm().getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(signInForm().getByLabelText('Password'), 'wrong-one');
    await userEvent.click(signInForm().getByRole('button', { name: 'Sign In' }));
    await screen.findByTestId('auth-banner');
    expect(dismiss).not.toHaveBeenCalled();
    api.on('POST auth/signin', session());
    await userEvent.click(signInForm().getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(dismiss).toHaveBeenCalled());
    expect(dismiss.mock.invocationCallOrder[0]).toBeLessThan(notifyMock.mock.invocationCallOrder.at(-1) ?? 0);
    dismiss.mockRestore();
  });

  it('enters the rate-limited state on 429 and leaves it for another address', async () => {
    const message = 'Too many failed attempts. Please wait before trying again.';
    api.on('POST auth/signin', apiError(429, message));
    await renderAccount('/auth');
    await userEvent.type(signInForm().getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(signInForm().getByLabelText('Password'), 'wrong-one');
    await userEvent.click(signInForm().getByRole('button', { name: 'Sign In' }));
    const banner = await screen.findByTestId('auth-banner');
    expect(banner).toHaveTextContent(message);
    expect(notifyMock).toHaveBeenCalledWith('error', 'Sign in failed', message);
    expect(signInForm().getByRole('button', { name: 'Sign In' })).toBeDisabled();

    await userEvent.type(signInForm().getByLabelText('Email'), 'x');
    expect(screen.queryByTestId('auth-banner')).not.toBeInTheDocument();
    expect(signInForm().getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('says how long to wait when the API names the minutes', async () => {
    api.on(
      'POST auth/signin',
      apiError(429, 'Too many failed attempts. Please wait before trying again.', {
        code: 'SIGN_IN_LOCKED',
        retryAfterMinutes: 12,
      }),
    );
    await renderAccount('/auth');
    await userEvent.type(signInForm().getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(signInForm().getByLabelText('Password'), 'wrong-one');
    await userEvent.click(signInForm().getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('auth-banner')).toHaveTextContent(
      'Too many failed attempts. Please wait 12 minutes before trying again.',
    );
    expect(signInForm().getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });

  it('shows and hides the password', async () => {
    await renderAccount('/auth');
    const password = signInForm().getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(signInForm().getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(signInForm().getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('pre-fills the e-mail from the query', async () => {
    await renderAccount('/auth?email=asha%40example.com');
    expect(signInForm().getByLabelText('Email')).toHaveValue('asha@example.com');
  });
});
