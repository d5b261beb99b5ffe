import type { InjectOptions } from 'fastify';
import { DEV_WEBHOOK_SECRET } from '../../src/config';
import { signBody } from '../../src/plugins/billing/providers/hmac';
import { SIMULATED_SIGNATURE_HEADER } from '../../src/plugins/billing/providers/simulated';
import { bearer } from '../helpers';
import { billingWrite, type Ctx, everyone, managersOnly, type Rows, signedInOnly } from './matrix-kit';

let eventCounter = 0;

/** A webhook call signed with the (development) webhook secret. */
function signedEvent(body: object): InjectOptions {
  const payload = JSON.stringify(body);
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      [SIMULATED_SIGNATURE_HEADER]: signBody(DEV_WEBHOOK_SECRET, payload),
    },
  };
}

async function cancelSubscriberPlan(ctx: Ctx): Promise<void> {
  await ctx.app.inject({
    method: 'POST',
    url: '/api/billing/cancel',
    headers: bearer(ctx.sessions.subscriber.accessToken),
  });
}

/**
 * Billing: plans are public; the subscription and its changes are the caller's own.
 */
export const rows: Rows = {
  // billing: plans are public; the subscription and its changes are the caller's own
  'GET /api/plans': { expect: everyone(200) },
  'GET /api/billing/subscription': { expect: managersOnly(200) },
  'POST /api/billing/checkout': {
    request: () => ({ payload: { planId: 'basic' } }),
    expect: billingWrite(409, 201),
  },
  'GET /api/billing/checkout/:sessionId': {
    request: (ctx) => ({ url: `/api/billing/checkout/${ctx.userCheckout.sessionId}` }),
    expect: { ...signedInOnly(404), user: 200, kids: 403 },
  },
  'POST /api/billing/change-plan': {
    // Standard → Premium: an upgrade checkout for the subscriber; nothing to change for the others.
    request: () => ({ payload: { planId: 'premium' } }),
    expect: billingWrite(200, 409),
  },
  'POST /api/billing/cancel': { expect: billingWrite(200, 409) },
  'POST /api/billing/resume': {
    request: async (ctx, who) => {
      if (who === 'subscriber') await cancelSubscriberPlan(ctx);
      return {};
    },
    expect: billingWrite(200, 409),
  },
  // the provider's webhook: the signature is the credential, whoever sends it
  'POST /api/billing/webhook': {
    request: () =>
      signedEvent({
        id: `evt_matrix_${++eventCounter}`,
        type: 'payment.failed',
        session_id: 'cs_nosuchsession0',
      }),
    expect: everyone(200),
  },
  // the simulated provider's hosted page: the unguessable session id is the capability
  'GET /api/billing/simulated/checkout/:sessionId': {
    request: (ctx) => ({ url: ctx.spareCheckout.url }),
    expect: everyone(200),
  },
  'POST /api/billing/simulated/checkout/:sessionId': {
    request: (ctx) => ({
      url: ctx.spareCheckout.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=decline',
    }),
    expect: everyone(303),
  },
};
