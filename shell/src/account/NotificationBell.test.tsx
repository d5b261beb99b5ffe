import { type FakeApi, fakeApi } from '@premieres/api-client/testing';
import { useAuthStore } from '@premieres/auth-store';
import { notificationKeys } from '@premieres/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { appQueryClient } from '../data/app-query-client';
import { testMember } from '../test/member';
import { renderShell } from '../test/render';
import { NotificationBell } from './NotificationBell';

const user = testMember;
let api: FakeApi;

beforeEach(() => {
  api = fakeApi({ 'GET me/notifications/unread-count': { unread: 2 } });
});
afterEach(() => {
  act(() => useAuthStore.getState().clearSession());
  appQueryClient.clear();
});

test('shows no badge and asks nothing for a visitor', () => {
  renderShell(<NotificationBell to="/notifications" />);
  expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
  expect(screen.queryByTestId('bell-badge')).not.toBeInTheDocument();
  expect(api.calls).toEqual([]);
});

test("shows the member's unread count and refreshes it when a page changes notifications", async () => {
  act(() => useAuthStore.getState().setSession({ user, accessToken: 't' }));
  renderShell(<NotificationBell to="/notifications" />);
  expect(await screen.findByTestId('bell-badge')).toHaveTextContent('2');
  expect(screen.getByRole('link', { name: 'Notifications (2 unread)' })).toBeInTheDocument();
  expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer t');

  // The notifications page stores a change (mark all read): it invalidates the bell's count in
  // the shell's QueryClient, and the bell asks again.
  api.on('GET me/notifications/unread-count', { unread: 0 });
  await act(() => appQueryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(user.id) }));
  await waitFor(() => expect(screen.queryByTestId('bell-badge')).not.toBeInTheDocument());
  expect(api.callsTo('GET me/notifications/unread-count')).toHaveLength(2);
});

test('reads the count again when the tab comes back into view', async () => {
  act(() => useAuthStore.getState().setSession({ user, accessToken: 't' }));
  renderShell(<NotificationBell to="/notifications" />);
  expect(await screen.findByTestId('bell-badge')).toHaveTextContent('2');
  api.on('GET me/notifications/unread-count', { unread: 5 });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await waitFor(() => expect(screen.getByTestId('bell-badge')).toHaveTextContent('5'));
  expect(api.callsTo('GET me/notifications/unread-count')).toHaveLength(2);
});
