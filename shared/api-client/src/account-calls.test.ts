/** @jest-environment node */

import { configureApiClient } from './config';
import { contactApi } from './contact-api';
import { ApiRequestError } from './errors';
import { notificationsApi } from './notifications-api';
import { json, scriptedFetch } from './test-fetch';

function setup(answers: Parameters<typeof scriptedFetch>[0]) {
  const scripted = scriptedFetch(answers);
  configureApiClient({ baseUrl: 'http://api.test/api', fetch: scripted.fetch });
  return scripted.calls;
}

describe('notificationsApi', () => {
  it('marks one read, marks all read and deletes at their routes', async () => {
    const calls = setup([
      json(200, { id: 'n1', read: true }),
      json(200, { updated: 2 }),
      new Response(null, { status: 204 }),
    ]);
    await expect(notificationsApi.markRead('n1')).resolves.toEqual({ id: 'n1', read: true });
    await notificationsApi.markAllRead();
    await notificationsApi.remove('n1');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST http://api.test/api/me/notifications/n1/read',
      'POST http://api.test/api/me/notifications/read-all',
      'DELETE http://api.test/api/me/notifications/n1',
    ]);
  });

  it('rejects a failed change with the API error', async () => {
    setup([json(404, { statusCode: 404, error: 'Not Found', message: 'Notification not found' })]);
    await expect(notificationsApi.markRead('gone')).rejects.toBeInstanceOf(ApiRequestError);
  });
});

describe('contactApi', () => {
  it('rejects a 4th message with the code and the minutes to wait', async () => {
    setup([
      json(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'CONTACT_RATE_LIMITED',
        message: 'Please wait 40 minutes before sending another message.',
        retryAfterMinutes: 40,
      }),
    ]);
    const failure = await contactApi
      .send({
        name: 'Asha',
        email: 'a@example.com',
        subject: 'Hello there',
        message: 'A long enough message',
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ statusCode: 429, code: 'CONTACT_RATE_LIMITED', retryAfterMinutes: 40 });
  });
});
