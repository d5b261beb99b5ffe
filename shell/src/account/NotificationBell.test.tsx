import { useAuthStore } from '@premieres/auth-store';
import { act, screen, waitFor } from '@testing-library/react';
import { testMember } from '../test/member';
import { renderShell } from '../test/render';
import { NotificationBell } from './NotificationBell';

const listeners = new Set<() => void>();
const unreadCount = jest.fn(async () => 2);
jest.mock('@premieres/api-client', () => ({
  notificationsApi: { unreadCount },
  onNotificationsChanged: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));

const user = testMember;

afterEach(() => act(() => useAuthStore.getState().clearSession()));

test('shows no badge and asks nothing for a visitor', () => {
  renderShell(<NotificationBell />);
  expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
  expect(screen.queryByTestId('bell-badge')).not.toBeInTheDocument();
  expect(unreadCount).not.toHaveBeenCalled();
});

test("shows the member's unread count and refreshes it when a page changes notifications", async () => {
  act(() => useAuthStore.getState().setSession({ user, accessToken: 't' }));
  renderShell(<NotificationBell />);
  expect(await screen.findByTestId('bell-badge')).toHaveTextContent('2');
  expect(screen.getByRole('link', { name: 'Notifications (2 unread)' })).toBeInTheDocument();

  unreadCount.mockResolvedValueOnce(0);
  act(() => {
    for (const listener of listeners) listener();
  });
  await waitFor(() => expect(screen.queryByTestId('bell-badge')).not.toBeInTheDocument());
  expect(unreadCount).toHaveBeenCalledTimes(2);
});
