import { apiError, type FakeApi } from '@premieres/api-client/testing';
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
afterEach(() => expect(api.unanswered).toEqual([]));

const signUps = () => api.callsTo('POST auth/signup').map((call) => call.json);

function signUpForm() {
  return within(screen.getByRole('form', { name: 'Sign Up' }));
}

async function openSignUp(path = '/auth') {
  await renderAccount(path);
  if (screen.queryByRole('form', { name: 'Sign Up' })) return;
  await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
  await screen.findByRole('form', { name: 'Sign Up' });
}

function checklistItem(text: string) {
  const item = within(screen.getByTestId('password-strength')).getByText(text).closest('li');
  if (!item) throw new Error(`no checklist item ${text}`);
  return item;
}

describe('Sign Up: the strict policy of spec §5', () => {
  it('keeps Create Account disabled until 5 of the 6 checks pass; an 8-character password is not enough', async () => {
    await openSignUp();
    const create = signUpForm().getByRole('button', { name: 'Create Account' });
    const password = signUpForm().getByLabelText('Password');
    expect(create).toBeDisabled();
    expect(within(screen.getByTestId('password-strength')).getAllByRole('listitem')).toHaveLength(6);

    await userEvent.type(password, 'Abcdefg1');
    expect(create).toBeDisabled();
    expect(checklistItem('At least 12 characters')).toHaveAttribute('data-met', 'false');
    expect(checklistItem('One uppercase letter')).toHaveAttribute('data-met', 'true');
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Weak');
    await userEvent.tab();
    expect(await screen.findByText('Password must be at least 12 characters long')).toBeInTheDocument();

    await userEvent.type(password, 'xyzw');
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Good');
    expect(create).toBeEnabled();

    await userEvent.type(password, '!');
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Strong');
  });

  it('shows the rule messages of the other fields and the Passwords match hint', async () => {
    await openSignUp();
    await userEvent.type(signUpForm().getByLabelText('Full Name'), 'A');
    await userEvent.type(signUpForm().getByLabelText('Email'), 'not-an-email');
    await userEvent.type(signUpForm().getByLabelText('Password'), 'Sunrise2025x');
    await userEvent.type(signUpForm().getByLabelText('Confirm Password'), 'Sunrise2025y');
    await userEvent.click(signUpForm().getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Full name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(signUps()).toEqual([]);

    const confirm = signUpForm().getByLabelText('Confirm Password');
    await userEvent.clear(confirm);
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    await userEvent.type(confirm, 'Sunrise2025x');
    expect(screen.getByTestId('passwords-match')).toHaveTextContent('Passwords match');
  });

  it('creates the account with a lower-cased e-mail and goes to the dashboard', async () => {
    api.on('POST auth/signup', session());
    await openSignUp();
    await userEvent.type(signUpForm().getByLabelText('Full Name'), ' Asha <Rao> ');
    await userEvent.type(signUpForm().getByLabelText('Email'), ' Asha@Example.com');
    await userEvent.type(signUpForm().getByLabelText('Password'), 'Sunrise2025x');
    await userEvent.type(signUpForm().getByLabelText('Confirm Password'), 'Sunrise2025x');
    await userEvent.click(signUpForm().getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(signUps()).toEqual([
      { fullName: 'Asha Rao', email: 'asha@example.com', password: 'Sunrise2025x' },
    ]);
    expect(notifyMock).toHaveBeenCalledWith(
      'success',
      'Account created successfully!',
      'Please check your email for a welcome message',
    );
  });

  it('shows Sign up failed with the server message and its field errors', async () => {
    api.on(
      'POST auth/signup',
      apiError(409, 'An account with this email already exists', {
        fields: { email: 'An account with this email already exists' },
      }),
    );
    await openSignUp();
    await userEvent.type(signUpForm().getByLabelText('Full Name'), 'Asha Rao');
    await userEvent.type(signUpForm().getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(signUpForm().getByLabelText('Password'), 'Sunrise2025x');
    await userEvent.type(signUpForm().getByLabelText('Confirm Password'), 'Sunrise2025x');
    await userEvent.click(signUpForm().getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith(
        'error',
        'Sign up failed',
        'An account with this email already exists',
      ),
    );
    expect(signUpForm().getByText('An account with this email already exists')).toBeInTheDocument();
  });
});

describe('Sign Up from the landing page (email + mode=signup): strict policy', () => {
  it('opens on Sign Up with the e-mail filled in and six checks', async () => {
    await openSignUp('/auth?email=asha%40example.com&mode=signup');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(signUpForm().getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(within(screen.getByTestId('password-strength')).getAllByRole('listitem')).toHaveLength(6);
  });

  it('refuses an 8-character password with the 12-character message', async () => {
    await openSignUp('/auth?email=asha%40example.com&mode=signup');
    const password = signUpForm().getByLabelText('Password');
    await userEvent.type(password, 'Abcdefg1');
    await userEvent.tab();
    expect(await screen.findByText('Password must be at least 12 characters long')).toBeInTheDocument();
    expect(signUpForm().getByRole('button', { name: 'Create Account' })).toBeDisabled();
  });

  it('refuses a common password with its message', async () => {
    await openSignUp('/auth?mode=signup');
    // 12 characters, upper, lower, number; no special character and a common word: 4 of 6 checks.
    await userEvent.type(signUpForm().getByLabelText('Password'), 'Password1234');
    await userEvent.tab();
    expect(
      await screen.findByText('Password is too common, please choose a more secure password'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password must contain at least one special character')).toBeInTheDocument();
    expect(checklistItem('Not a common password')).toHaveAttribute('data-met', 'false');
    expect(signUpForm().getByRole('button', { name: 'Create Account' })).toBeDisabled();
  });

  it('accepts 5 of 6 checks whichever one fails (here the uppercase letter), as the API does', async () => {
    await openSignUp('/auth?mode=signup');
    await userEvent.type(signUpForm().getByLabelText('Password'), 'str0ng!movies');
    await userEvent.tab();
    expect(screen.queryByText('Password must contain at least one uppercase letter')).not.toBeInTheDocument();
    expect(signUpForm().getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('accepts a strong 12-character password', async () => {
    await openSignUp('/auth?mode=signup');
    await userEvent.type(signUpForm().getByLabelText('Password'), 'Str0ng!Movies');
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Strong');
    expect(signUpForm().getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });
});
