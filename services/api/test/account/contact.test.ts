import {
  CONTACT_ERROR_CODES,
  CONTACT_MESSAGE_TOO_SHORT,
  CONTACT_NAME_TOO_SHORT,
  CONTACT_SUBJECT_TOO_SHORT,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
} from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';
import { auditEntryModel } from '../../src/models/audit-entry';
import { contactMessageModel } from '../../src/models/contact-message';
import { bearer, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_MODERATOR, signIn, signUp } from '../helpers';
import { useClockedApp } from './clocked-app';

const MINUTE = 60_000;
const { clock, state } = useClockedApp();
let app: FastifyInstance;
beforeAll(() => {
  app = state.app;
});

const valid = {
  name: 'Asha',
  email: 'asha@example.com',
  subject: 'Billing question',
  message: 'Please tell me when my plan renews.',
};
let clientCounter = 0;
const newClient = () => `10.20.0.${++clientCounter}`;
const send = (remoteAddress: string, payload: object = valid, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress, headers });
const limitOf = async (remoteAddress: string) =>
  (await app.inject({ method: 'GET', url: '/api/contact/limit', remoteAddress })).json();

describe('POST /api/contact', () => {
  it('stores an accepted message, sanitised, and says how many are left', async () => {
    const client = newClient();
    const res = await send(client, {
      ...valid,
      name: '  <b>Asha</b> ',
      message: ' Please tell me when my plan renews. ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), limit: { locked: false, remainingMinutes: 0 } });
    const stored = await contactMessageModel(app.db).findById(res.json().id).lean();
    expect(stored).toMatchObject({
      name: 'bAsha/b',
      message: 'Please tell me when my plan renews.',
      status: 'open',
      user_id: null,
    });
  });

  it('links the message to the signed-in sender', async () => {
    const member = await signUp(app);
    const res = await send(newClient(), valid, bearer(member.accessToken));
    const stored = await contactMessageModel(app.db).findById(res.json().id).lean();
    expect(stored?.user_id?.toHexString()).toBe(member.userId);
  });

  it('refuses invalid input with every spec message, stores nothing and does not count it', async () => {
    const client = newClient();
    const before = await contactMessageModel(app.db).countDocuments();
    const res = await send(client, { name: '<>', email: '', subject: 'Hey', message: 'Too short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: CONTACT_ERROR_CODES.validation,
      fields: {
        name: CONTACT_NAME_TOO_SHORT,
        email: EMAIL_REQUIRED,
        subject: CONTACT_SUBJECT_TOO_SHORT,
        message: CONTACT_MESSAGE_TOO_SHORT,
      },
    });
    expect((await send(client, { ...valid, email: 'not-an-address' })).json().fields).toEqual({
      email: EMAIL_INVALID,
    });
    expect((await send(client, { ...valid, extra: 1 })).statusCode).toBe(400);
    expect((await send(client, { ...valid, message: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect(await contactMessageModel(app.db).countDocuments()).toBe(before);
    for (let i = 0; i < 3; i += 1) expect((await send(client)).statusCode).toBe(201);
  });

  it('accepts 3 per hour per client; the 4th is 429 with the minutes left, rounded up, until the window moves', async () => {
    const client = newClient();
    const first = clock.now().getTime();
    expect((await send(client)).statusCode).toBe(201);
    clock.advance(10 * MINUTE);
    expect((await send(client)).statusCode).toBe(201);
    clock.advance(10 * MINUTE);
    const third = await send(client);
    expect(third.statusCode).toBe(201);
    // The third fills the window: the page can lock at once.
    expect(third.json().limit).toEqual({ locked: true, remainingMinutes: 40 });
    expect(await limitOf(client)).toEqual({ locked: true, remainingMinutes: 40 });

    clock.advance(30_000);
    const stored = await contactMessageModel(app.db).countDocuments();
    const fourth = await send(client);
    expect(fourth.statusCode).toBe(429);
    // 39 min 30 s left: said as 40 minutes.
    expect(fourth.json()).toMatchObject({
      code: CONTACT_ERROR_CODES.rateLimited,
      retryAfterMinutes: 40,
      message: 'Please wait 40 minutes before sending another message.',
      // The id and its value, for the browser's own words.
      messageId: 'contact.tooManyDescription',
      messageValues: { minutes: 40 },
    });
    expect(fourth.headers['retry-after']).toBe(String(39.5 * 60));
    expect(await contactMessageModel(app.db).countDocuments()).toBe(stored);

    // Another client is not affected.
    expect((await send(newClient())).statusCode).toBe(201);

    // One minute before the first leaves the window: still locked, 1 minute.
    clock.set(new Date(first + 59 * MINUTE));
    expect((await send(client)).json().retryAfterMinutes).toBe(1);
    clock.set(new Date(first + 60 * MINUTE));
    expect(await limitOf(client)).toEqual({ locked: false, remainingMinutes: 0 });
    expect((await send(client)).statusCode).toBe(201);
    expect((await send(client)).statusCode).toBe(429);
  });

  it('lets only 3 of 6 simultaneous messages from one client through', async () => {
    const client = newClient();
    const results = await Promise.all(Array.from({ length: 6 }, () => send(client)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 429, 429, 429]);
  });
});

describe('staff: the Messages tab', () => {
  it('lists newest first, filters by status, pages; resolving is recorded in the audit log', async () => {
    const moderator = await signIn(app, DEV_MODERATOR.email, DEV_MODERATOR.password);
    const staff = bearer(moderator.accessToken);
    const client = newClient();
    clock.advance(MINUTE);
    const older = (await send(client, { ...valid, subject: 'Older subject' })).json().id;
    clock.advance(MINUTE);
    const newer = (await send(client, { ...valid, subject: 'Newer subject' })).json().id;

    const page = await app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages?limit=2',
      headers: staff,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ page: 1, limit: 2 });
    expect(page.json().items.map((m: { id: string }) => m.id)).toEqual([newer, older]);

    const resolved = await app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${older}/resolve`,
      headers: staff,
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      id: older,
      status: 'resolved',
      resolved_at: clock.now().toISOString(),
      resolved_by_email: DEV_MODERATOR.email,
    });
    // Again: unchanged, and only one audit entry.
    const admin = await signIn(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${older}/resolve`,
      headers: bearer(admin.accessToken),
    });
    expect(again.json().resolved_by_email).toBe(DEV_MODERATOR.email);
    const audit = await auditEntryModel(app.db).find({ action: 'contact.resolve', target_id: older }).lean();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_email: DEV_MODERATOR.email, target_type: 'contact_message' });

    const open = await app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages?status=open&limit=100',
      headers: staff,
    });
    const openIds = open.json().items.map((m: { id: string }) => m.id);
    expect(openIds).toContain(newer);
    expect(openIds).not.toContain(older);
    const done = await app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages?status=resolved',
      headers: staff,
    });
    expect(done.json().items.map((m: { id: string }) => m.id)).toEqual([older]);
    expect(done.json().total).toBe(1);
  });

  it('404 with a stable code for an unknown message; 400 for a bad status filter', async () => {
    const moderator = await signIn(app, DEV_MODERATOR.email, DEV_MODERATOR.password);
    const staff = bearer(moderator.accessToken);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/contact-messages/0123456789abcdef01234567/resolve',
      headers: staff,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(CONTACT_ERROR_CODES.notFound);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages?status=closed',
      headers: staff,
    });
    expect(bad.statusCode).toBe(400);
  });
});
