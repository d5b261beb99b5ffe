import { ApiRequestError } from '@premieres/api-client';
import { type FakeApi, fakeApi } from '@premieres/api-client/testing';
import { useAuthStore } from '@premieres/auth-store';
import { CONTACT_ERROR_CODES, type ContactMessageRecord } from '@premieres/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, signInAs } from '../test/render';
import { MessagesPage } from './MessagesPage';

jest.mock('@premieres/ui', () => ({ ...jest.requireActual('@premieres/ui'), notify: jest.fn() }));

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

let api: FakeApi;
beforeEach(() => {
  jest.clearAllMocks();
  act(() => void signInAs('moderator'));
  api = fakeApi({ 'GET admin/contact-messages': { items: [open], total: 1, page: 1, limit: 20 } });
});
afterEach(() => {
  act(() => useAuthStore.getState().clearSession());
  expect(api.unanswered).toEqual([]);
});

/** The list's queries as asked (status, page, limit). */
const lists = () => api.callsTo('GET admin/contact-messages').map((call) => Object.fromEntries(call.query));
const resolved = () => api.callsTo('POST admin/contact-messages/:id/resolve').map((call) => call.params.id);

test('lists the open messages first and resolves one with the success toast', async () => {
  api.on('POST admin/contact-messages/:id/resolve', {
    ...open,
    status: 'resolved',
    resolved_at: '2026-03-01T10:00:00.000Z',
    resolved_by_email: 'moderator@premieres.in',
  });
  renderAt('/admin/messages', <MessagesPage />);
  const row = within(await screen.findByTestId('message-m1'));
  expect(row.getByText('Billing question')).toBeInTheDocument();
  expect(row.getByText('asha@example.com')).toBeInTheDocument();
  expect(lists()).toEqual([{ status: 'open', page: '1', limit: '20' }]);

  api.on('GET admin/contact-messages', { items: [], total: 0, page: 1, limit: 20 });
  fireEvent.click(row.getByRole('button', { name: 'Resolve the message "Billing question"' }));
  await waitFor(() => expect(resolved()).toEqual(['m1']));
  await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Message resolved'));
  expect(await screen.findByText('No messages here.')).toBeInTheDocument();
});

test('filters by status through the select (all shows both kinds)', async () => {
  renderAt('/admin/messages', <MessagesPage />);
  await screen.findByTestId('message-m1');
  fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'all' } });
  await waitFor(() => expect(lists().at(-1)).toEqual({ page: '1', limit: '20' }));
});

test('a failed resolve shows the failure toast', async () => {
  api.on('POST admin/contact-messages/:id/resolve', () => {
    throw new TypeError('offline');
  });
  renderAt('/admin/messages', <MessagesPage />);
  const row = within(await screen.findByTestId('message-m1'));
  fireEvent.click(row.getByRole('button', { name: /Resolve/ }));
  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith('error', 'Failed to resolve message', expect.any(String)),
  );
});

test('resolving a message deleted meanwhile says it no longer exists (by its code)', async () => {
  api.on('POST admin/contact-messages/:id/resolve', () => {
    throw new ApiRequestError({
      statusCode: 404,
      error: 'Not Found',
      code: CONTACT_ERROR_CODES.notFound,
      message: 'Contact message not found',
    });
  });
  renderAt('/admin/messages', <MessagesPage />);
  const row = within(await screen.findByTestId('message-m1'));
  fireEvent.click(row.getByRole('button', { name: /Resolve/ }));
  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith(
      'error',
      'Failed to resolve message',
      'It no longer exists; it may have been deleted.',
    ),
  );
});
