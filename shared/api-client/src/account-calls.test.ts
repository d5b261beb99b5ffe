/** @jest-environment node */

import { configureApiClient } from './config';
import { contactApi } from './contact-api';
import { ApiRequestError } from './errors';
import { notificationsApi, onNotificationsChanged } from './notifications-api';
import { json, scriptedFetch } from './test-fetch';

function setup(answers: Parameters<typeof scriptedFetch>[0]) {
  const scripted = scriptedFetch(answers);
  configureApiClient({ baseUrl: 'http://api.test/api', fetch: scripted.fetch });
  return scripted.calls;
}

describe('notificationsApi', () => {
  it('announces each change (mark read, mark all, delete) so the bell can refresh', async () => {
    const calls = setup([
      json(200, { id: 'n1', read: true }),
      json(200, { updated: 2 }),
      new Response(null, { status: 204 }),
    ]);
    const listener = jest.fn();
    const stop = onNotificationsChanged(listener);
    await notificationsApi.markRead('n1');
    await notificationsApi.markAllRead();
    await notificationsApi.remove('n1');
    stop();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST http://api.test/api/me/notifications/n1/read',
      'POST http://api.test/api/me/notifications/read-all',
      'DELETE http://api.test/api/me/notifications/n1',
    ]);
  });

  it('does not announce a change that failed', async () => {
    setup([json(404, { statusCode: 404, error: 'Not Found', message: 'Notification not found' })]);
    const listener = jest.fn();
    const stop = onNotificationsChanged(listener);
    await expect(notificationsApi.markRead('gone')).rejects.toBeInstanceOf(ApiRequestError);
    stop();
    expect(listener).not.toHaveBeenCalled();
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
