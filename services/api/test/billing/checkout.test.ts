import { DEV_WEBHOOK_SECRET } from '../../src/config';
import { signBody } from '../../src/plugins/billing/providers/hmac';
import { SIMULATED_SIGNATURE_HEADER } from '../../src/plugins/billing/providers/simulated';
import { bearer, type Session, signUp } from '../helpers';
import { useTestApp } from '../support/test-app';
import { pressOnHostedPage, startCheckout, subscribe, subscriptionOf } from './billing-fixtures';

const api = useTestApp();
const heard: { name: string; event: unknown }[] = [];

beforeAll(async () => {
  for (const name of ['paymentSucceeded', 'paymentFailed'] as const) {
    api.app.accountEvents.on(name, (event) => {
      heard.push({ name, event });
    });
  }
});

const me = async (s: Session) =>
  (await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(s.accessToken) })).json();
const sessionStatus = (s: Session, id: string) =>
  api.app.inject({ method: 'GET', url: `/api/billing/checkout/${id}`, headers: bearer(s.accessToken) });

function webhook(body: object, signature?: string) {
  const raw = JSON.stringify(body);
  return api.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { [SIMULATED_SIGNATURE_HEADER]: signature }),
    },
    payload: raw,
  });
}
const signed = (body: object) => signBody(DEV_WEBHOOK_SECRET, JSON.stringify(body));

describe('plans', () => {
  it('serves the three plans of §9 to anyone, with their caps', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((p: { id: string; price: number; qualityLines: number; screens: number }) => [
          p.id,
          p.price,
          p.qualityLines,
          p.screens,
        ]),
    ).toEqual([
      ['basic', 159, 480, 1],
      ['standard', 339, 1080, 2],
      ['premium', 699, 2160, 3],
    ]);
  });
});

describe('checkout through the simulated provider', () => {
  it('Pay: the hosted page shows plan and ₹ amount, then the member is subscribed with an invoice', async () => {
    const member = await signUp(api.app);
    expect((await me(member)).subscription).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
    });
    const checkout = await startCheckout(api.app, member, 'standard');
    expect(checkout.url).toBe(`/api/billing/simulated/checkout/${checkout.sessionId}`);
    const page = await api.app.inject({ method: 'GET', url: checkout.url });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Standard plan');
    expect(page.body).toContain('₹339.00');
    expect(page.body).toMatch(/value="pay"[^>]*>Pay</);
    expect(page.body).toMatch(/value="decline"[^>]*>Decline</);

    const paid = await pressOnHostedPage(api.app, checkout.url, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/success?session_id=${checkout.sessionId}`);

    const status = (await sessionStatus(member, checkout.sessionId)).json();
    expect(status).toMatchObject({ status: 'paid', plan: 'standard', amount_inr: 339, kind: 'new' });
    const user = await me(member);
    expect(user.subscription).toEqual({
      subscribed: true,
      subscription_tier: 'standard',
      subscription_end: status.current_period_end,
    });
    const sub = await subscriptionOf(api.app, member);
    expect(sub).toMatchObject({
      active: true,
      plan: 'standard',
      status: 'active',
      cancel_at_period_end: false,
    });
    expect(sub.invoices).toHaveLength(1);
    expect(sub.invoices[0]).toMatchObject({ plan: 'standard', amount_inr: 339, kind: 'new' });
    expect(heard.some((h) => h.name === 'paymentSucceeded')).toBe(true);

    // The page of a settled checkout no longer offers Pay.
    expect((await api.app.inject({ method: 'GET', url: checkout.url })).body).not.toContain('value="pay"');
  });

  it('Decline: a clear declined status, no subscription, paymentFailed', async () => {
    const member = await signUp(api.app);
    const checkout = await startCheckout(api.app, member, 'premium');
    expect((await pressOnHostedPage(api.app, checkout.url, 'decline')).statusCode).toBe(303);
    expect((await sessionStatus(member, checkout.sessionId)).json()).toMatchObject({ status: 'declined' });
    expect((await me(member)).subscription.subscribed).toBe(false);
    expect(heard.filter((h) => h.name === 'paymentFailed')).toHaveLength(1);
    // Pressing Pay afterwards changes nothing.
    await pressOnHostedPage(api.app, checkout.url, 'pay');
    expect((await me(member)).subscription.subscribed).toBe(false);
  });

  it('an unknown or another account’s session id is not found; an unpaid one says open', async () => {
    const member = await signUp(api.app);
    const other = await signUp(api.app);
    const checkout = await startCheckout(api.app, member, 'basic');
    expect((await sessionStatus(member, checkout.sessionId)).json()).toMatchObject({ status: 'open' });
    const foreign = await sessionStatus(other, checkout.sessionId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('CHECKOUT_NOT_FOUND');
    const unknown = await sessionStatus(member, 'cs_doesnotexist000');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'CHECKOUT_NOT_FOUND']);
    const malformed = await sessionStatus(member, 'not-a-session');
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a second subscription and an unknown plan with clear codes', async () => {
    const member = await signUp(api.app);
    await subscribe(api.app, member, 'basic');
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: bearer(member.accessToken),
      payload: { planId: 'premium' },
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'ALREADY_SUBSCRIBED']);
    const unknown = await api.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: bearer(member.accessToken),
      payload: { planId: 'family' },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('provider events', () => {
  it('a forged or missing signature is refused and changes nothing', async () => {
    const member = await signUp(api.app);
    const checkout = await startCheckout(api.app, member, 'premium');
    const event = { id: 'evt_forged_1', type: 'payment.succeeded', session_id: checkout.sessionId };
    const forged = await webhook(event, signBody('not-the-secret-0123456789', JSON.stringify(event)));
    expect([forged.statusCode, forged.json().code]).toEqual([401, 'SIGNATURE_INVALID']);
    expect((await webhook(event)).statusCode).toBe(401);
    // A valid signature of another body does not cover this one.
    const tampered = await webhook({ ...event, session_id: 'cs_someoneelse000' }, signed(event));
    expect(tampered.statusCode).toBe(401);
    expect((await sessionStatus(member, checkout.sessionId)).json().status).toBe('open');
    expect((await me(member)).subscription.subscribed).toBe(false);
  });

  it('a replayed event (same id) changes nothing; a signed event with a bad shape is 400', async () => {
    const member = await signUp(api.app);
    const checkout = await startCheckout(api.app, member, 'standard');
    const event = { id: 'evt_replay_1', type: 'payment.succeeded', session_id: checkout.sessionId };
    const first = await webhook(event, signed(event));
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const before = await subscriptionOf(api.app, member);
    const replay = await webhook(event, signed(event));
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // A new event id for the already-settled session changes nothing either.
    const late = { ...event, id: 'evt_replay_2' };
    expect((await webhook(late, signed(late))).statusCode).toBe(200);
    expect(await subscriptionOf(api.app, member)).toEqual(before);
    expect(before.invoices).toHaveLength(1);

    const bad = { id: 'evt_bad', type: 'payment.refunded', session_id: checkout.sessionId };
    const refused = await webhook(bad, signed(bad));
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'EVENT_INVALID']);
  });
});
