import type { PlanId } from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, type Session } from '../helpers';

/** Starts a checkout for a plan as the member; answers the session id and hosted URL. */
export async function startCheckout(app: FastifyInstance, session: Session, planId: PlanId) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: bearer(session.accessToken),
    payload: { planId },
  });
  if (res.statusCode !== 201) throw new Error(`checkout failed ${res.statusCode}: ${res.body}`);
  return res.json() as { sessionId: string; url: string };
}

/** Presses Pay or Decline on the simulated provider's hosted page (a form post, like a browser). */
export function pressOnHostedPage(app: FastifyInstance, hostedUrl: string, outcome: 'pay' | 'decline') {
  return app.inject({
    method: 'POST',
    url: hostedUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
}

/** An active subscription through the real path: checkout → hosted page → Pay → signed event. */
export async function subscribe(app: FastifyInstance, session: Session, planId: PlanId = 'standard') {
  const checkout = await startCheckout(app, session, planId);
  const res = await pressOnHostedPage(app, checkout.url, 'pay');
  if (res.statusCode !== 303) throw new Error(`pay failed ${res.statusCode}: ${res.body}`);
  return checkout;
}

export async function subscriptionOf(app: FastifyInstance, session: Session) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/billing/subscription',
    headers: bearer(session.accessToken),
  });
  return res.json();
}
