import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../core/schemas';
import type { PaymentProvider } from './providers/provider';
import { receiveProviderEvent } from './receive';

const MAX_EVENT_BYTES = 64 * 1024;

/**
 * `POST /api/billing/webhook`: the provider's signed events. Anonymous (the provider calls it);
 * the HMAC over the raw body is the credential, so the body is kept as bytes.
 */
export function webhookRoutes(provider: PaymentProvider): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: MAX_EVENT_BYTES },
      (_req, body, done) => done(null, body),
    );
    app.post(
      '/billing/webhook',
      {
        config: { access: 'anon' },
        schema: {
          tags: ['billing'],
          summary: 'Provider events (signed: HMAC-SHA256 of the raw body); applied once per event id',
          response: {
            200: Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() }),
            ...errorResponses(400, 401, 415),
          },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return receiveProviderEvent(app, provider, raw, request.headers);
      },
    );
  };
}
