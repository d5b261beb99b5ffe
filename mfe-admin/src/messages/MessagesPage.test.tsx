import { contactApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import type { ContactMessageRecord } from '@premieres/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, signInAs } from '../test/render';
import { MessagesPage } from './MessagesPage';

jest.mock('@premieres/api-client', () => jest.requireActual('../test/api-client-mock').apiClientMock());
jest.mock('@premieres/ui', () => ({ ...jest.requireActual('@premieres/ui'), notify: jest.fn() }));

const mocked = contactApi as jest.Mocked<typeof contactApi>;
const { notify } = jest.requireMock('@premieres/ui') as { notify: jest.Mock };

const open: ContactMessageRecord = {
  id: 'm1',
  name: 'Asha',
  email: 'asha@example.com',
  subject: 'Billing question',
  message: 'When does my plan renew?',
  status: 'open',
  created_at: '2026-03-01T09:00:00.000Z',
  resolved_at: null,
  resolved_by_email: null,
};

beforeEach(() => {
  jest.clearAllMocks();
  act(() => void signInAs('moderator'));
  mocked.list.mockResolvedValue({ items: [open], total: 1, page: 1, limit: 20 });
});
afterEach(() => act(() => useAuthStore.getState().clearSession()));

test('lists the open messages first and resolves one with the success toast', async () => {
  mocked.resolve.mockResolvedValue({
    ...open,
    status: 'resolved',
    resolved_at: '2026-03-01T10:00:00.000Z',
    resolved_by_email: 'moderator@premieres.in',
  });
  renderAt('/admin/messages', <MessagesPage />);
  const row = within(await screen.findByTestId('message-m1'));
  expect(row.getByText('Billing question')).toBeInTheDocument();
  expect(row.getByText('asha@example.com')).toBeInTheDocument();
  expect(mocked.list).toHaveBeenCalledWith({ status: 'open', page: 1, limit: 20 });

  mocked.list.mockResolvedValue({ items: [], total: 0, page: 1, limit: 20 });
  fireEvent.click(row.getByRole('button', { name: 'Resolve the message "Billing question"' }));
  await waitFor(() => expect(mocked.resolve).toHaveBeenCalledWith('m1'));
  await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Message resolved'));
  expect(await screen.findByText('No messages here.')).toBeInTheDocument();
});

test('filters by status through the select (all shows both kinds)', async () => {
  renderAt('/admin/messages', <MessagesPage />);
  await screen.findByTestId('message-m1');
  fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'all' } });
  await waitFor(() =>
    expect(mocked.list).toHaveBeenLastCalledWith({ status: undefined, page: 1, limit: 20 }),
  );
});

test('a failed resolve shows the failure toast', async () => {
  mocked.resolve.mockRejectedValue(new Error('offline'));
  renderAt('/admin/messages', <MessagesPage />);
  const row = within(await screen.findByTestId('message-m1'));
  fireEvent.click(row.getByRole('button', { name: /Resolve/ }));
  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith('error', 'Failed to resolve message', expect.any(String)),
  );
});
