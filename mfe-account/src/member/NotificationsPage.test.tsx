import { fireEvent, screen, within } from '@testing-library/react';
import { renderAccount, testUser } from '../test/renderAccount';

jest.mock('@premieres/api-client', () => jest.requireActual('../test/jestMockFactories').mockApiClient());

const card = (id: string) => within(screen.getByTestId(`notification-${id}`));

describe('/notifications', () => {
  it('shows the three samples, one of each type, with the unread count', async () => {
    await renderAccount('/notifications', { user: testUser });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(card('n-content').getByText('New content')).toBeInTheDocument();
    expect(card('n-welcome').getByText('Welcome')).toBeInTheDocument();
    expect(card('n-billing').getByText('Billing')).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('2 unread');
  });

  it('marks one as read', async () => {
    await renderAccount('/notifications', { user: testUser });
    fireEvent.click(card('n-content').getByRole('button', { name: 'Mark as read' }));
    expect(screen.getByTestId('notification-n-content')).toHaveAttribute('data-read', 'true');
    expect(card('n-content').queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('1 unread');
  });

  it('marks all as read: the badge goes and the button is disabled', async () => {
    await renderAccount('/notifications', { user: testUser });
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    fireEvent.click(markAll);
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(markAll).toBeDisabled();
  });

  it('deletes one (the count follows) and shows an empty state when all are gone', async () => {
    await renderAccount('/notifications', { user: testUser });
    fireEvent.click(screen.getByRole('button', { name: 'Delete notification: Welcome to premieres!' }));
    expect(screen.queryByTestId('notification-n-welcome')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('1 unread');

    fireEvent.click(screen.getByRole('button', { name: 'Delete notification: New premiere available' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete notification: Subscription reminder' }));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByTestId('notifications-empty')).toHaveTextContent('No notifications');
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('starts afresh on a new visit (local only)', async () => {
    const { unmount } = await renderAccount('/notifications', { user: testUser });
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    unmount();
    await renderAccount('/notifications', { user: testUser });
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('2 unread');
  });

  it('is translated', async () => {
    await renderAccount('/notifications', { language: 'hi' });
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('2 अपठित');
    expect(screen.getByText('नया प्रीमियर उपलब्ध')).toBeInTheDocument();
  });
});
