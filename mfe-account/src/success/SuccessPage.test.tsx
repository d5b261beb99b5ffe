import { apiError, type FakeApi } from '@premieres/api-client/testing';
import type { CheckoutSession } from '@premieres/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeAccountApi } from '../test/fakeAccountApi';
import { renderAccount, testUser } from '../test/renderAccount';

const paid: CheckoutSession = {
  id: 'cs_test_123',
  status: 'paid',
  kind: 'new',
  plan: 'standard',
  amount_inr: 339,
  current_period_end: '2025-08-15T00:00:00.000Z',
};

let api: FakeApi;
beforeEach(() => {
  api = fakeAccountApi({ 'GET billing/checkout/:id': paid, 'GET auth/me': testUser });
});
afterEach(() => expect(api.unanswered).toEqual([]));

const checks = () => api.callsTo('GET billing/checkout/:id').map((call) => call.params.id);
const syncs = () => api.callsTo('GET auth/me');

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('/success', () => {
  it('verifies first, then shows Payment Successful with plan, amount and next billing date', async () => {
    const check = deferred<CheckoutSession>();
    api.on('GET billing/checkout/:id', () => check.promise);
    await renderAccount('/success?session_id=cs_test_123', { user: testUser });
    expect(screen.getByTestId('success-verifying')).toHaveTextContent('Verifying your payment…');
    await waitFor(() => expect(checks()).toEqual(['cs_test_123']));

    await act(async () => check.resolve(paid));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByTestId('success-plan')).toHaveTextContent('Standard');
    expect(screen.getByTestId('success-amount')).toHaveTextContent('₹339');
    expect(screen.getByTestId('success-next')).toHaveTextContent('August 15, 2025');
    expect(screen.getByText('cs_test_123')).toBeInTheDocument();
    // The auth store is refreshed from the API (header, settings and dashboard follow it).
    await waitFor(() => expect(syncs()).toHaveLength(1));
  });

  it('offers Start Watching to /dashboard and Manage Subscription in a new tab', async () => {
    await renderAccount('/success?session_id=cs_test_123', { user: testUser });
    expect(await screen.findByRole('link', { name: 'Start Watching' })).toHaveAttribute('href', '/dashboard');
    const manage = screen.getByRole('link', { name: 'Manage Subscription' });
    expect(manage).toHaveAttribute('href', '/billing');
    expect(manage).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['declined', 'Your payment was declined.'],
    ['open', 'We could not confirm a subscription yet.'],
    ['expired', 'This payment session has expired.'],
  ] as const)('a %s session gets a clear message, never a success', async (status, text) => {
    api.on('GET billing/checkout/:id', { ...paid, status, current_period_end: null });
    await renderAccount('/success?session_id=cs_test_123', { user: testUser });
    expect(await screen.findByTestId('success-status')).toHaveTextContent(text);
    expect(screen.queryByRole('heading', { name: 'Payment Successful' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('success-plan')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/dashboard#plans');
    expect(syncs()).toEqual([]);
  });

  it('an unknown or another account’s session is not found', async () => {
    api.on(
      'GET billing/checkout/:id',
      apiError(404, 'Payment session not found', { code: 'CHECKOUT_NOT_FOUND' }),
    );
    await renderAccount('/success?session_id=cs_someone_else', { user: testUser });
    expect(await screen.findByTestId('success-status')).toHaveTextContent('We could not find this payment.');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  it('asks a visitor to sign in, and makes no check without a session_id', async () => {
    const first = await renderAccount('/success?session_id=cs_test_123');
    expect(screen.getByTestId('success-status')).toHaveTextContent('Sign in to see this payment.');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/success?session_id=cs_test_123')}`,
    );
    first.unmount();
    await renderAccount('/success', { user: testUser });
    expect(screen.getByTestId('success-status')).toHaveTextContent('This page needs a payment reference.');
    expect(checks()).toEqual([]);
  });

  it('a failed check is logged and said plainly', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      api.on('GET billing/checkout/:id', () => {
        throw new TypeError('network down');
      });
      await renderAccount('/success?session_id=cs_test_123', { user: testUser });
      expect(await screen.findByTestId('success-status')).toHaveTextContent(
        'We could not check this payment',
      );
      expect(consoleError).toHaveBeenCalledWith('[mfe-account] Payment check failed', expect.any(Error));
    } finally {
      consoleError.mockRestore();
    }
  });

  it('is translated', async () => {
    await renderAccount('/success?session_id=cs_test_123', { user: testUser, language: 'ml' });
    expect(await screen.findByRole('heading', { name: 'പേയ്‌മെന്റ് വിജയിച്ചു' })).toBeInTheDocument();
    expect(screen.getByTestId('success-plan')).toHaveTextContent('സ്റ്റാൻഡേർഡ്');
  });
});
