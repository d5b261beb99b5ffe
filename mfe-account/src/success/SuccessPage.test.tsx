import { useAuthStore } from '@premieres/auth-store';
import { act, screen } from '@testing-library/react';
import { api } from '../test/mocks';
import { renderAccount, testUser } from '../test/renderAccount';

jest.mock('@premieres/api-client', () => jest.requireActual('../test/jestMockFactories').mockApiClient());

const paidUser = {
  ...testUser,
  subscription: {
    subscribed: true,
    subscription_tier: 'standard',
    subscription_end: '2025-08-15T00:00:00.000Z',
  },
};

beforeEach(() => jest.clearAllMocks());

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('/success', () => {
  it('verifies first, then shows Payment Successful with the plan and next billing date', async () => {
    const me = deferred<typeof paidUser>();
    api.me.mockReturnValue(me.promise);
    await renderAccount('/success?session_id=cs_test_123', { user: testUser });
    expect(screen.getByTestId('success-verifying')).toHaveTextContent('Verifying your payment…');
    expect(api.me).toHaveBeenCalledTimes(1);

    me.resolve(paidUser);
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByTestId('success-plan')).toHaveTextContent('Standard');
    expect(screen.getByTestId('success-next')).toHaveTextContent('August 15, 2025');
    expect(screen.getByText('cs_test_123')).toBeInTheDocument();
    // The store now holds the server's subscription, keeping the access token.
    expect(useAuthStore.getState().subscription.subscription_tier).toBe('standard');
    expect(useAuthStore.getState().accessToken).toBe('token');
  });

  it('says plainly that no subscription is confirmed yet, and invents no plan', async () => {
    api.me.mockResolvedValue(testUser);
    await renderAccount('/success?session_id=cs_test_123', { user: testUser });
    expect(await screen.findByTestId('success-status')).toHaveTextContent(
      'We could not confirm a subscription yet.',
    );
    expect(screen.queryByRole('heading', { name: 'Payment Successful' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('success-plan')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  it('falls back to what the store says when the check fails, and only logs the failure', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      api.me.mockRejectedValue(new Error('network down'));
      await renderAccount('/success?session_id=cs_test_123', { user: paidUser });
      expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
      expect(screen.getByTestId('success-plan')).toHaveTextContent('Standard');
      expect(consoleError).toHaveBeenCalledWith('[mfe-account] Subscription check failed', expect.any(Error));
    } finally {
      consoleError.mockRestore();
    }
  });

  it('makes no check without a session_id or without a user', async () => {
    const first = await renderAccount('/success', { user: paidUser });
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    first.unmount();
    await renderAccount('/success?session_id=cs_test_123');
    expect(screen.getByTestId('success-status')).toHaveTextContent('We could not confirm');
    expect(api.me).not.toHaveBeenCalled();
  });

  it('waits for the first session check before deciding', async () => {
    api.me.mockResolvedValue(paidUser);
    await renderAccount('/success?session_id=cs_1', { loading: true });
    expect(screen.getByTestId('success-verifying')).toBeInTheDocument();
    act(() => useAuthStore.getState().setSession({ user: testUser, accessToken: 'token' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(api.me).toHaveBeenCalledTimes(1);
  });

  it('offers Start Watching to / and Manage Subscription disabled with a note', async () => {
    await renderAccount('/success', { user: paidUser });
    expect(screen.getByRole('link', { name: 'Start Watching' })).toHaveAttribute('href', '/');
    const manage = screen.getByRole('button', { name: 'Manage Subscription' });
    expect(manage).toBeDisabled();
    expect(manage).toHaveAccessibleDescription(
      'Subscription management will open from here once online billing is available.',
    );
  });

  it('is translated', async () => {
    await renderAccount('/success', { user: paidUser, language: 'ml' });
    expect(screen.getByRole('heading', { name: 'പേയ്‌മെന്റ് വിജയിച്ചു' })).toBeInTheDocument();
    expect(screen.getByTestId('success-plan')).toHaveTextContent('സ്റ്റാൻഡേർഡ്');
  });
});
