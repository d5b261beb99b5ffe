import type { AccountEventMap } from '../../src/account-events/account-events';
import { manualClock } from '../../src/core/clock';
import { ledgerOf } from '../../src/plugins/billing/receive';
import { sweepSubscriptions } from '../../src/plugins/billing/sweep';
import { bearer, type Session, signUp } from '../helpers';
import { storeFilm } from '../support/stored-film';
import { useTestApp } from '../support/test-app';
import { pressOnHostedPage, subscribe, subscriptionOf } from './billing-fixtures';

const clock = manualClock(new Date('2025-06-01T00:00:00Z'));
const api = useTestApp({ clock });
const heard: { name: keyof AccountEventMap; event: Record<string, unknown> }[] = [];

beforeAll(async () => {
  await storeFilm(api.app, 'the-last-monsoon');
  for (const name of ['paymentSucceeded', 'renewalUpcoming', 'subscriptionCancelled'] as const) {
    api.app.accountEvents.on(name, (event) => {
      heard.push({ name, event: event as unknown as Record<string, unknown> });
    });
  }
});
beforeEach(() => {
  clock.set(new Date('2025-06-01T00:00:00Z'));
  heard.length = 0;
});

const sweep = () => sweepSubscriptions(ledgerOf(api.app), true);
/** Other tests' members share the database: count one member's events only. */
const eventsOf = (s: Session, name: keyof AccountEventMap) =>
  heard.filter((h) => h.name === name && h.event.userId === s.userId);
const post = (s: Session, url: string, payload?: object) =>
  api.app.inject({ method: 'POST', url, headers: bearer(s.accessToken), ...(payload ? { payload } : {}) });
const me = async (s: Session) =>
  (await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(s.accessToken) })).json();
const playback = (s: Session) =>
  api.app.inject({ method: 'GET', url: '/api/playback/the-last-monsoon', headers: bearer(s.accessToken) });

describe('expiry by the server clock', () => {
  it('a cancelled subscription keeps access until its period end, then loses it (API and media)', async () => {
    const member = await signUp(api.app);
    await subscribe(api.app, member, 'basic');
    const cancelled = await post(member, '/api/billing/cancel');
    expect(cancelled.json()).toMatchObject({ active: true, cancel_at_period_end: true });
    expect(heard.map((h) => h.name)).toContain('subscriptionCancelled');
    clock.set(new Date('2025-06-30T23:50:00Z'));
    const { url } = (await playback(member)).json();
    expect((await playback(member)).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-0' } })).statusCode).toBe(
      206,
    );

    // The period ends on 1 July: no sweep has run, the clock alone decides.
    clock.set(new Date('2025-07-01T00:00:00Z'));
    expect((await playback(member)).json().code).toBe('SUBSCRIPTION_REQUIRED');
    for (const range of [undefined, 'bytes=0-0', 'bytes=-1', 'bytes=5-']) {
      const res = await api.app.inject({ method: 'GET', url, headers: range ? { range } : {} });
      expect([res.statusCode, res.json().code]).toEqual([403, 'SUBSCRIPTION_REQUIRED']);
    }
    expect((await me(member)).subscription).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
    });
    await sweep();
    expect(await subscriptionOf(api.app, member)).toMatchObject({ active: false, status: 'ended' });
    // Resume is too late now.
    expect((await post(member, '/api/billing/resume')).json().code).toBe('NO_ACTIVE_SUBSCRIPTION');
  });
});

describe('renewal sweep (simulated provider)', () => {
  it('reminds three days before, then renews at period end with an invoice, once', async () => {
    const member = await signUp(api.app);
    await subscribe(api.app, member, 'standard');
    heard.length = 0;
    clock.set(new Date('2025-06-27T00:00:00Z'));
    await sweep();
    expect(eventsOf(member, 'renewalUpcoming')).toHaveLength(0);
    clock.set(new Date('2025-06-28T00:00:00Z'));
    await sweep();
    await sweep();
    expect(eventsOf(member, 'renewalUpcoming')).toEqual([
      {
        name: 'renewalUpcoming',
        event: expect.objectContaining({
          planId: 'standard',
          willRenew: true,
          renewsAt: new Date('2025-07-01T00:00:00Z'),
        }),
      },
    ]);
    clock.set(new Date('2025-07-01T00:00:01Z'));
    await sweep();
    await sweep();
    const sub = await subscriptionOf(api.app, member);
    expect(sub).toMatchObject({
      active: true,
      plan: 'standard',
      current_period_end: '2025-08-01T00:00:00.000Z',
    });
    expect(sub.invoices.map((i: { kind: string; amount_inr: number }) => [i.kind, i.amount_inr])).toEqual([
      ['renewal', 339],
      ['new', 339],
    ]);
    expect(eventsOf(member, 'paymentSucceeded')).toHaveLength(1);
  });

  it('catches up missed periods and applies a pending downgrade at the period end', async () => {
    const member = await signUp(api.app);
    await subscribe(api.app, member, 'premium');
    const down = await post(member, '/api/billing/change-plan', { planId: 'basic' });
    expect(down.json()).toMatchObject({
      kind: 'scheduled',
      subscription: { plan: 'premium', pending_plan: 'basic' },
    });
    // Still premium until the period ends.
    expect((await playback(member)).json()).toMatchObject({ plan: 'premium', qualityLines: 2160 });
    clock.set(new Date('2025-08-15T00:00:00Z'));
    await sweep();
    const sub = await subscriptionOf(api.app, member);
    expect(sub).toMatchObject({
      plan: 'basic',
      pending_plan: null,
      current_period_end: '2025-09-01T00:00:00.000Z',
    });
    expect(sub.invoices.map((i: { amount_inr: number }) => i.amount_inr)).toEqual([159, 159, 699]);
    expect((await playback(member)).json()).toMatchObject({ plan: 'basic', qualityLines: 480, screens: 1 });
  });
});

describe('change plan, cancel and resume', () => {
  it('an upgrade is paid now, prorated, and applies at once within the same period', async () => {
    const member = await signUp(api.app);
    await subscribe(api.app, member, 'standard');
    clock.set(new Date('2025-06-16T00:00:00Z'));
    const up = await post(member, '/api/billing/change-plan', { planId: 'premium' });
    expect(up.json().kind).toBe('checkout');
    const page = await api.app.inject({ method: 'GET', url: up.json().checkout.url });
    // (699 − 339) × 15/30 days
    expect(page.body).toContain('₹180.00');
    await pressOnHostedPage(api.app, up.json().checkout.url, 'pay');
    const sub = await subscriptionOf(api.app, member);
    expect(sub).toMatchObject({ plan: 'premium', current_period_end: '2025-07-01T00:00:00.000Z' });
    expect(sub.invoices[0]).toMatchObject({ kind: 'upgrade', amount_inr: 180 });
    expect((await me(member)).subscription.subscription_tier).toBe('premium');
  });

  it('the same plan is refused; choosing it again undoes a pending downgrade; resume undoes a cancel', async () => {
    const member = await signUp(api.app);
    const none = await post(member, '/api/billing/change-plan', { planId: 'basic' });
    expect([none.statusCode, none.json().code]).toEqual([409, 'NO_ACTIVE_SUBSCRIPTION']);
    await subscribe(api.app, member, 'standard');
    expect((await post(member, '/api/billing/change-plan', { planId: 'standard' })).json().code).toBe(
      'SAME_PLAN',
    );
    await post(member, '/api/billing/change-plan', { planId: 'basic' });
    const undone = await post(member, '/api/billing/change-plan', { planId: 'standard' });
    expect(undone.json().subscription.pending_plan).toBeNull();
    expect((await post(member, '/api/billing/resume')).json().code).toBe('NOT_CANCELLED');
    await post(member, '/api/billing/cancel');
    await post(member, '/api/billing/cancel');
    expect(eventsOf(member, 'subscriptionCancelled')).toHaveLength(1);
    const resumed = await post(member, '/api/billing/resume');
    expect(resumed.json()).toMatchObject({ active: true, cancel_at_period_end: false });
    clock.set(new Date('2025-07-01T00:00:00Z'));
    await sweep();
    expect(await subscriptionOf(api.app, member)).toMatchObject({ active: true, status: 'active' });
  });
});
