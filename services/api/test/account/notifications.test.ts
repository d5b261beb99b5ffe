import { NOTIFICATION_ERROR_CODES } from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, type Session, signUp } from '../helpers';
import { useClockedApp } from './clocked-app';

const { clock, state } = useClockedApp();
let app: FastifyInstance;
beforeAll(() => {
  app = state.app;
});

const list = async (session: Session) =>
  (
    await app.inject({ method: 'GET', url: '/api/me/notifications', headers: bearer(session.accessToken) })
  ).json();
const unread = async (session: Session) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/me/notifications/unread-count',
      headers: bearer(session.accessToken),
    })
  ).json().unread;

describe('notifications made by account events', () => {
  it('sign-up leaves one unread welcome notification with the name as a parameter', async () => {
    const member = await signUp(app, undefined, undefined, 'Meera Nair');
    const body = await list(member);
    expect(body.unread).toBe(1);
    expect(body.items).toEqual([
      {
        id: expect.any(String),
        type: 'welcome',
        event: 'welcome',
        title: 'notifications.events.welcome.title',
        message: 'notifications.events.welcome.message',
        params: { name: 'Meera Nair' },
        read: false,
        created_at: '2026-03-01T09:00:00.000Z',
      },
    ]);
    expect(await unread(member)).toBe(1);
  });

  it('stores one billing notification per payment, renewal and cancellation event, newest first', async () => {
    const member = await signUp(app);
    const userId = member.userId;
    const periodEnd = new Date('2026-04-01T00:00:00.000Z');
    clock.advance(60_000);
    await app.accountEvents.emit('paymentSucceeded', {
      userId,
      planId: 'standard',
      amountInr: 339,
      periodEnd,
      eventId: 'evt_ok_1',
    });
    clock.advance(60_000);
    await app.accountEvents.emit('paymentFailed', {
      userId,
      planId: 'standard',
      reason: 'card_declined',
      eventId: 'evt_no_1',
    });
    clock.advance(60_000);
    await app.accountEvents.emit('renewalUpcoming', {
      userId,
      planId: 'standard',
      renewsAt: periodEnd,
      willRenew: true,
    });
    clock.advance(60_000);
    await app.accountEvents.emit('subscriptionCancelled', { userId, planId: 'standard', endsAt: periodEnd });
    clock.advance(60_000);
    await app.accountEvents.emit('renewalUpcoming', {
      userId,
      planId: 'standard',
      renewsAt: new Date('2026-05-01T00:00:00.000Z'),
      willRenew: false,
    });

    const body = await list(member);
    expect(body.items.map((n: { event: string; type: string }) => [n.event, n.type])).toEqual([
      ['renewalEnding', 'billing'],
      ['subscriptionCancelled', 'billing'],
      ['renewalUpcoming', 'billing'],
      ['paymentFailed', 'billing'],
      ['paymentSucceeded', 'billing'],
      ['welcome', 'welcome'],
    ]);
    expect(body.items[4]).toMatchObject({
      title: 'notifications.events.paymentSucceeded.title',
      params: { plan: 'standard', amount: 339, periodEnd: '2026-04-01T00:00:00.000Z' },
    });
    expect(body.unread).toBe(6);
  });

  it('a redelivered event (same payment id) makes no second notification', async () => {
    const member = await signUp(app);
    const event = {
      userId: member.userId,
      planId: 'basic',
      amountInr: 159,
      periodEnd: new Date('2026-04-01T00:00:00.000Z'),
      eventId: 'evt_twice',
    };
    await Promise.all([
      app.accountEvents.emit('paymentSucceeded', event),
      app.accountEvents.emit('paymentSucceeded', event),
    ]);
    await app.accountEvents.emit('paymentSucceeded', event);
    expect(
      (await list(member)).items.filter((n: { event: string }) => n.event === 'paymentSucceeded'),
    ).toHaveLength(1);
  });
});

describe('reading, marking and deleting', () => {
  it('mark one read, mark all read and delete change only the caller’s notifications', async () => {
    const member = await signUp(app);
    const other = await signUp(app);
    await app.accountEvents.emit('paymentFailed', {
      userId: member.userId,
      planId: 'basic',
      reason: 'x',
      eventId: 'e1',
    });
    await app.accountEvents.emit('paymentFailed', {
      userId: member.userId,
      planId: 'basic',
      reason: 'x',
      eventId: 'e2',
    });
    const [first, second] = (await list(member)).items;
    const headers = bearer(member.accessToken);

    const read = await app.inject({ method: 'POST', url: `/api/me/notifications/${first.id}/read`, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: first.id, read: true });
    expect(await unread(member)).toBe(2);

    // Another member can neither read-mark nor delete it: it does not exist for them.
    const foreign = bearer(other.accessToken);
    const notTheirs = await app.inject({
      method: 'POST',
      url: `/api/me/notifications/${second.id}/read`,
      headers: foreign,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe(NOTIFICATION_ERROR_CODES.notFound);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/me/notifications/${second.id}`, headers: foreign }))
        .statusCode,
    ).toBe(404);
    expect(await unread(other)).toBe(1);

    const all = await app.inject({ method: 'POST', url: '/api/me/notifications/read-all', headers });
    expect(all.json()).toEqual({ updated: 2 });
    expect(await unread(member)).toBe(0);
    expect(await unread(other)).toBe(1);

    const gone = await app.inject({ method: 'DELETE', url: `/api/me/notifications/${second.id}`, headers });
    expect(gone.statusCode).toBe(204);
    expect((await list(member)).items.map((n: { id: string }) => n.id)).not.toContain(second.id);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/me/notifications/${second.id}`, headers })).statusCode,
    ).toBe(404);
  });

  it('refuses a malformed id with 400', async () => {
    const member = await signUp(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/me/notifications/not-an-id/read',
      headers: bearer(member.accessToken),
    });
    expect(res.statusCode).toBe(400);
  });
});
