import { apiError, type FakeApi, noContent } from '@premieres/api-client/testing';
import { notificationKeys, type StoredNotification } from '@premieres/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeAccountApi } from '../test/fakeAccountApi';
import { notifyMock } from '../test/mocks';
import { renderAccount, testUser } from '../test/renderAccount';

jest.mock('@premieres/ui', () => jest.requireActual('../test/jestMockFactories').mockUi());

const HOUR = 3_600_000;
const NOW = Date.parse('2026-03-10T12:00:00.000Z');

function stored(id: string, overrides: Partial<StoredNotification>): StoredNotification {
  return {
    id,
    type: 'billing',
    event: 'paymentFailed',
    title: 'notifications.events.paymentFailed.title',
    message: 'notifications.events.paymentFailed.message',
    params: { plan: 'standard', reason: 'card_declined' },
    read: false,
    created_at: new Date(NOW - 2 * HOUR).toISOString(),
    ...overrides,
  };
}

const welcome = stored('n-welcome', {
  type: 'welcome',
  event: 'welcome',
  title: 'notifications.events.welcome.title',
  message: 'notifications.events.welcome.message',
  params: { name: 'Asha Rao' },
  created_at: new Date(NOW - 26 * HOUR).toISOString(),
});
const paid = stored('n-paid', {
  event: 'paymentSucceeded',
  title: 'notifications.events.paymentSucceeded.title',
  message: 'notifications.events.paymentSucceeded.message',
  params: { plan: 'premium', amount: 699, periodEnd: '2026-04-10T00:00:00.000Z' },
  read: true,
});
const failed = stored('n-failed', {});

const card = (id: string) => within(screen.getByTestId(`notification-${id}`));

let api: FakeApi;
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'] });
  jest.clearAllMocks();
  api = fakeAccountApi({
    'GET me/notifications': { items: [failed, paid, welcome], unread: 2 },
    'POST me/notifications/:id/read': ({ params }) => ({ ...failed, id: params.id, read: true }),
    'POST me/notifications/read-all': { updated: 2 },
    'DELETE me/notifications/:id': noContent(),
  });
});
afterEach(() => {
  jest.useRealTimers();
  expect(api.unanswered).toEqual([]);
});

const paths = (route: Parameters<FakeApi['callsTo']>[0]) => api.callsTo(route).map((call) => call.path);

async function open(language: 'en' | 'hi' = 'en') {
  await renderAccount('/notifications', { user: testUser, language });
  await screen.findAllByRole('listitem');
}

describe('/notifications', () => {
  it("shows the account's notifications with texts from their keys and values, and the unread count", async () => {
    await open();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(card('n-welcome').getByText('Welcome to premieres, Asha Rao!')).toBeInTheDocument();
    expect(card('n-welcome').getByText('yesterday')).toBeInTheDocument();
    expect(
      card('n-paid').getByText('We received ₹699 for the Premium plan. It runs until April 10, 2026.'),
    ).toBeInTheDocument();
    expect(card('n-failed').getByText('2 hours ago')).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('2 unread');
  });

  it('shows them in the interface language', async () => {
    await open('hi');
    expect(card('n-welcome').getByText('premieres में आपका स्वागत है, Asha Rao!')).toBeInTheDocument();
  });

  it('marks one as read through the API', async () => {
    await open();
    fireEvent.click(card('n-failed').getByRole('button', { name: 'Mark as read' }));
    // The query cache tells the page on the next tick.
    await waitFor(() =>
      expect(screen.getByTestId('notification-n-failed')).toHaveAttribute('data-read', 'true'),
    );
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('1 unread');
    await waitFor(() =>
      expect(paths('POST me/notifications/:id/read')).toEqual(['me/notifications/n-failed/read']),
    );
  });

  it("has the shell's header bell read its count again once a change is stored", async () => {
    const shellClient = new QueryClient();
    const bell = notificationKeys.unreadCount(testUser.id);
    shellClient.setQueryData(bell, 2);
    await renderAccount('/notifications', { user: testUser, queryClient: shellClient });
    await screen.findAllByRole('listitem');
    expect(shellClient.getQueryState(bell)?.isInvalidated).toBe(false);
    fireEvent.click(card('n-failed').getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(shellClient.getQueryState(bell)?.isInvalidated).toBe(true));
    expect(paths('POST me/notifications/:id/read')).toEqual(['me/notifications/n-failed/read']);
    shellClient.clear();
  });

  it('marks all as read: the badge goes and the button is disabled', async () => {
    await open();
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    fireEvent.click(markAll);
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument());
    expect(markAll).toBeDisabled();
    await waitFor(() => expect(paths('POST me/notifications/read-all')).toHaveLength(1));
  });

  it('deletes one, and shows the empty state when none are left', async () => {
    api.on('GET me/notifications', { items: [welcome], unread: 1 });
    await open();
    fireEvent.click(
      screen.getByRole('button', { name: 'Delete notification: Welcome to premieres, Asha Rao!' }),
    );
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent('No notifications');
    await waitFor(() => expect(paths('DELETE me/notifications/:id')).toEqual(['me/notifications/n-welcome']));
  });

  it('reads the list again and says so when the API refuses a change', async () => {
    api.on('DELETE me/notifications/:id', apiError(404, 'Notification not found'));
    await open();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Delete notification: Payment failed/ }));
    });
    await waitFor(() => expect(screen.getByTestId('notification-n-failed')).toBeInTheDocument());
    expect(notifyMock).toHaveBeenCalledWith('error', 'That did not work. Please try again.');
    expect(api.callsTo('GET me/notifications')).toHaveLength(2);
  });

  it('sends a signed-out visitor to sign in', async () => {
    await renderAccount('/notifications');
    expect(screen.getByTestId('location')).toHaveTextContent('/auth?returnTo=%2Fnotifications');
  });
});
