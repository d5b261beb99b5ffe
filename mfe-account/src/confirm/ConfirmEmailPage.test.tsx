import { apiError, type FakeApi, noContent } from '@premieres/api-client/testing';
import { useAuthStore } from '@premieres/auth-store';
import { screen } from '@testing-library/react';
import { fakeAccountApi } from '../test/fakeAccountApi';
import { renderAccount, testUser } from '../test/renderAccount';

let api: FakeApi;
beforeEach(() => {
  api = fakeAccountApi({ 'POST auth/confirm': noContent() });
});
afterEach(() => expect(api.unanswered).toEqual([]));

const confirmations = () => api.callsTo('POST auth/confirm').map((call) => call.json);

describe('/auth/confirm', () => {
  it('confirms the token once and offers the way on', async () => {
    await renderAccount('/auth/confirm?token=tok-1');
    expect(await screen.findByText('Email confirmed')).toBeInTheDocument();
    expect(confirmations()).toEqual([{ token: 'tok-1' }]);
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('refreshes a signed-in member so the stored user is confirmed', async () => {
    api.on('GET auth/me', { ...testUser, confirmed: true });
    await renderAccount('/auth/confirm?token=tok-2', { user: { ...testUser, confirmed: false } });
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await screen.findByText('Email confirmed');
    expect(useAuthStore.getState().user?.confirmed).toBe(true);
  });

  it('shows the server message for a bad token', async () => {
    api.on('POST auth/confirm', apiError(400, 'This link is invalid or has expired'));
    await renderAccount('/auth/confirm?token=tok-3');
    expect(await screen.findByTestId('auth-banner')).toHaveTextContent('This link is invalid or has expired');
    expect(screen.getByText('We could not confirm your email')).toBeInTheDocument();
  });

  it('explains a link without a token and calls nothing', async () => {
    await renderAccount('/auth/confirm');
    expect(screen.getByText(/This confirmation link is incomplete/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
