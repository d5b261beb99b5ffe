import type { FakeApi } from '@premieres/api-client/testing';
import { useAuthStore } from '@premieres/auth-store';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeAccountApi } from '../test/fakeAccountApi';
import { navigateTo, renderAccount, testUser } from '../test/renderAccount';

let api: FakeApi;
beforeEach(() => {
  api = fakeAccountApi();
});
afterEach(() => expect(api.unanswered).toEqual([]));

describe('pages that need a signed-in user', () => {
  it.each(['/settings', '/profile'])('%s sends a signed-out visitor to /auth with returnTo', async (path) => {
    await renderAccount(path);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/auth?returnTo=${encodeURIComponent(path)}`),
    );
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('waits for the first session check before deciding', async () => {
    await renderAccount('/settings', { loading: true });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings$/);
  });

  it('shows settings with the profile e-mail and Edit Profile to a member', async () => {
    await renderAccount('/settings', { user: testUser });
    expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.getByTestId('settings-email')).toHaveTextContent('asha@example.com');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile');
  });

  it('shows the profile with read-only e-mail and member-since date', async () => {
    await renderAccount('/profile', { user: testUser });
    expect(await screen.findByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Member since')).toHaveValue('March 5, 2024');
  });
});

describe('/auth for a signed-in visitor', () => {
  it('goes to returnTo', async () => {
    await renderAccount('/auth?returnTo=%2Fmy-list', { user: testUser });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-list$/));
  });

  it('goes to /dashboard without returnTo', async () => {
    await renderAccount('/auth', { user: testUser });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });
});

describe('signing out on a guarded page', () => {
  it('lets the sign-out flow go to / instead of bouncing to /auth', async () => {
    await renderAccount('/settings', { user: testUser });
    expect(screen.getByTestId('settings-email')).toBeInTheDocument();
    // The guard's clock: its redirect would wait for the next task, which the test runs by hand.
    jest.useFakeTimers();
    try {
      // What the shell's sign-out does: clear the session, then navigate to /.
      act(() => {
        useAuthStore.getState().clearSession();
        navigateTo('/');
      });
      act(() => jest.runOnlyPendingTimers());
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('still sends the visitor to /auth when the session ends by itself', async () => {
    await renderAccount('/profile', { user: testUser });
    act(() => useAuthStore.getState().clearSession());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/auth?returnTo=%2Fprofile'),
    );
  });
});
