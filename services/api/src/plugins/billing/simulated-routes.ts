import { randomBytes } from 'node:crypto';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { checkoutSessionModel } from '../../models/checkout-session';
import { SESSION_ID_PATTERN } from './checkout';
import { type SimulatedProvider, simulatedCheckoutPath } from './providers/simulated';
import { receiveProviderEvent } from './receive';
import { checkoutPage, notFoundPage } from './simulated-page';

const Params = Type.Object({ sessionId: Type.String({ pattern: SESSION_ID_PATTERN }) });

/**
 * The simulated provider's own pages (only when PAYMENT_PROVIDER=simulated). The unguessable
 * session id is the capability, as with a provider's hosted link. Pay/Decline sign an event
 * with the webhook secret and hand it to the same verification path as the webhook.
 */
export function simulatedRoutes(provider: SimulatedProvider): FastifyPluginAsyncTypebox {
  return async (app) => {
    const Sessions = checkoutSessionModel(app.db);
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const isOpen = (s: { status: string; expires_at: Date }) =>
      s.status === 'open' && s.expires_at > app.clock.now();

    app.get(
      '/billing/simulated/checkout/:sessionId',
      {
        config: { access: 'anon' },
        schema: {
          tags: ['billing'],
          summary: 'Simulated provider: hosted checkout page (HTML) with Pay and Decline',
          params: Params,
          response: { 200: Type.String(), 404: Type.String() },
        },
      },
      async (request, reply) => {
        const session = await Sessions.findById(request.params.sessionId).lean();
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!session) return reply.code(404).send(notFoundPage());
        return checkoutPage(session, simulatedCheckoutPath(session._id), isOpen(session));
      },
    );

    app.post(
      '/billing/simulated/checkout/:sessionId',
      {
        config: { access: 'anon' },
        schema: {
          tags: ['billing'],
          summary: 'Simulated provider: Pay or Decline → a signed event → back to /success',
          params: Params,
          body: Type.Object({ outcome: Type.Union([Type.Literal('pay'), Type.Literal('decline')]) }),
          response: { 303: Type.Null(), 404: Type.String() },
        },
      },
      async (request, reply) => {
        const { sessionId } = request.params;
        const session = await Sessions.findById(sessionId).lean();
        if (!session) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage());
        if (isOpen(session)) {
          const paid = request.body.outcome === 'pay';
          const signed = provider.signEvent({
            id: `evt_sim_${randomBytes(12).toString('base64url')}`,
            type: paid ? 'payment.succeeded' : 'payment.failed',
            session_id: sessionId,
            ...(paid ? {} : { reason: 'Declined in test mode' }),
          });
          await receiveProviderEvent(app, provider, signed.rawBody, signed.headers);
        }
        return reply.code(303).redirect(`/success?session_id=${encodeURIComponent(sessionId)}`);
      },
    );
  };
}
