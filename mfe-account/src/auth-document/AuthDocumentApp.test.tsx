import { apiConfig } from '@premieres/api-client';
import { apiError, type FakeApi, fakeApi } from '@premieres/api-client/testing';
import {
  CSRF,
  EMAIL_INVALID,
  FULL_NAME_TOO_SHORT,
  PASSWORD_REQUIRED,
  SESSION_HINT_KEY,
} from '@premieres/contracts';
import { initI18n } from '@premieres/i18n';
import { takeCarriedToast } from '@premieres/ui/plain/carried-toast';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { AuthQuery } from '../auth/authQuery';
import { registerAccountStrings } from '../i18n';
import { AuthDocumentApp, NO_QUERY } from './AuthDocumentApp';
import { type AuthCalls, authCalls } from './auth-calls';

// The prerendered /auth's island (here on React; Preact in the build): the contracts' rules and
// messages, the same texts, banner and toasts as the React AuthPage, the API's routes with the
// CSRF double submit, and on to returnTo or the dashboard after a sign-in or sign-up.
const SESSION = { accessToken: 'token', user: { id: 'u1', email: 'asha@example.in' } };
const STRONG = 'Premiere!Night42';

let api: FakeApi;
let calls: AuthCalls;
let went: string[];

beforeAll(() => {
  initI18n({ language: 'en' });
  registerAccountStrings();
});
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  api = fakeApi({
    'POST auth/signin': SESSION,
    'POST auth/signup': SESSION,
    'POST auth/password-reset': null,
  });
  const { baseUrl, fetch } = apiConfig();
  calls = authCalls({ base: baseUrl, fetch });
  went = [];
});
afterEach(() => {
  jest.useRealTimers();
  expect(api.unanswered).toEqual([]);
});

const settle = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });

async function show(query: AuthQuery = NO_QUERY) {
  render(<AuthDocumentApp calls={calls} query={query} go={(path) => went.push(path)} />);
  await settle();
}

const signInForm = () => within(screen.getByRole('form', { name: 'Sign In' }));
const signUpForm = () => within(screen.getByRole('form', { name: 'Sign Up' }));

async function type(form: ReturnType<typeof within>, values: Record<string, string>) {
  await act(async () => {
    for (const [label, value] of Object.entries(values)) {
      const input = form.getByLabelText(label, { exact: true });
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    }
  });
}

async function press(form: ReturnType<typeof within>, name: string) {
  await act(async () => {
    fireEvent.click(form.getByRole('button', { name }));
    await jest.advanceTimersByTimeAsync(0);
  });
}

test('an invalid sign-in is not sent: the contracts’ messages under the fields', async () => {
  await show();
  await type(signInForm(), { Email: 'not-an-email' });
  await press(signInForm(), 'Sign In');
  expect(api.calls).toEqual([]);
  expect(signInForm().getByText(EMAIL_INVALID)).toBeTruthy();
  expect(signInForm().getByText(PASSWORD_REQUIRED)).toBeTruthy();
  expect(signInForm().getByLabelText('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
});

test('a sign-in posts the lower-cased address with the CSRF header, keeps the session hint, then goes to returnTo', async () => {
  await show({ ...NO_QUERY, returnTo: '/settings' });
  await type(signInForm(), { Email: ' Asha@Example.IN ', Password: STRONG });
  await press(signInForm(), 'Sign In');
  const [call] = api.callsTo('POST auth/signin');
  expect(call?.json).toEqual({ email: 'asha@example.in', password: STRONG });
  const token = call?.headers.get(CSRF.headerName);
  expect(token).toHaveLength(CSRF.length);
  // As authApi: a fresh token once the session is made, and the hint the next page restores by.
  expect(sessionStorage.getItem(CSRF.storageKey)).not.toBe(token);
  expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
  expect(screen.getByText('Welcome back!')).toBeTruthy();
  // The toast follows the member onto the next page (the shell shows it).
  expect(takeCarriedToast()).toEqual({
    kind: 'success',
    title: 'Welcome back!',
    description: "You've successfully signed in.",
  });
  expect(went).toEqual(['/settings']);
});

test('a refused sign-in shows the banner and the toast in the member’s words; 429 locks the button', async () => {
  api.on('POST auth/signin', apiError(401, 'Invalid login credentials', { code: 'INVALID_CREDENTIALS' }));
  await show();
  await type(signInForm(), { Email: 'asha@example.in', Password: 'Wrong-password-1' });
  await press(signInForm(), 'Sign In');
  expect(screen.getByTestId('auth-banner').textContent).toContain('Invalid login credentials');
  expect(screen.getByText('Sign in failed')).toBeTruthy();
  expect(went).toEqual([]);

  api.on('POST auth/signin', apiError(429, 'Too many', { code: 'SIGN_IN_LOCKED', retryAfterMinutes: 15 }));
  await press(signInForm(), 'Sign In');
  expect(screen.getByTestId('auth-banner').textContent).toContain(
    'Too many failed attempts. Please wait 15 minutes before trying again.',
  );
  expect((signInForm().getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(true);
  // Another address has its own count.
  await type(signInForm(), { Email: 'ravi@example.in' });
  expect((signInForm().getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false);
});

test('mode=signup opens Sign Up with the query’s e-mail; the policy gates Create Account', async () => {
  await show({ email: 'asha@example.in', tab: 'signup', returnTo: null });
  expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.queryByRole('form', { name: 'Sign In' })).toBeNull();
  const form = signUpForm();
  expect((form.getByLabelText('Email', { exact: true }) as HTMLInputElement).value).toBe('asha@example.in');
  expect(document.title).toBe('Sign Up · premieres');

  await type(form, { 'Full Name': 'A', Password: 'Movies12' });
  expect(form.getByText(FULL_NAME_TOO_SHORT)).toBeTruthy();
  expect(form.getByText('Password must be at least 12 characters long')).toBeTruthy();
  expect((form.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement).disabled).toBe(true);

  await type(form, { 'Full Name': 'Asha <Rao>', Password: STRONG, 'Confirm Password': STRONG });
  expect(form.getByTestId('passwords-match')).toBeTruthy();
  expect(form.getByTestId('password-strength-label').textContent).toBe('Strong');
  await press(form, 'Create Account');
  expect(api.callsTo('POST auth/signup').map((call) => call.json)).toEqual([
    { fullName: 'Asha Rao', email: 'asha@example.in', password: STRONG },
  ]);
  expect(screen.getByText('Account created successfully!')).toBeTruthy();
  expect(takeCarriedToast()?.title).toBe('Account created successfully!');
  expect(went).toEqual(['/dashboard']);
});

test('a refused sign-up shows the API’s field message and the failure toast', async () => {
  api.on(
    'POST auth/signup',
    apiError(409, 'User already registered', {
      code: 'EMAIL_ALREADY_REGISTERED',
      fields: { email: 'User already registered' },
    }),
  );
  await show({ ...NO_QUERY, tab: 'signup' });
  const form = signUpForm();
  await type(form, {
    'Full Name': 'Asha Rao',
    Email: 'asha@example.in',
    Password: STRONG,
    'Confirm Password': STRONG,
  });
  await press(form, 'Create Account');
  expect(screen.getByText('Sign up failed')).toBeTruthy();
  expect(form.getByText('User already registered')).toBeTruthy();
  expect(went).toEqual([]);
});

test('Forgot password: the dialog checks the address, sends the reset request and closes', async () => {
  await show();
  await press(signInForm(), 'Forgot password?');
  const dialog = within(screen.getByRole('dialog', { name: 'Reset Password' }));
  await type(dialog, { Email: 'nope' });
  await press(dialog, 'Send Reset Link');
  expect(dialog.getByText(EMAIL_INVALID)).toBeTruthy();
  expect(api.calls).toEqual([]);

  await type(dialog, { Email: 'Asha@Example.in' });
  await press(dialog, 'Send Reset Link');
  expect(api.callsTo('POST auth/password-reset').map((call) => call.json)).toEqual([
    { email: 'asha@example.in' },
  ]);
  expect(screen.getByText('Password reset sent')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the tabs switch by click and arrow keys', async () => {
  await show();
  await act(async () => {
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
  });
  expect(screen.getByRole('form', { name: 'Sign Up' })).toBeTruthy();
  await act(async () => {
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Sign Up' }), { key: 'ArrowLeft' });
  });
  expect(screen.getByRole('form', { name: 'Sign In' })).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Sign In' }));
});
