import type { FastifyInstance } from 'fastify';
import { applyProviderEvent, type Ledger, oncePerEvent } from './ledger';
import type { PaymentProvider, RequestHeaders } from './providers/provider';

export function ledgerOf(app: FastifyInstance): Ledger {
  return { db: app.db, now: app.clock.now(), events: app.accountEvents };
}

/**
 * The one path of every provider event, external (the webhook) or simulated (Pay/Decline on the
 * hosted page): verify the signature over the raw body, then apply once per event id.
 */
export async function receiveProviderEvent(
  app: FastifyInstance,
  provider: PaymentProvider,
  rawBody: Buffer,
  headers: RequestHeaders,
): Promise<{ received: true; duplicate: boolean }> {
  const event = provider.verify(rawBody, headers);
  if (!event) return { received: true, duplicate: false };
  const ledger = ledgerOf(app);
  const outcome = await oncePerEvent(ledger, event, provider.name, () => applyProviderEvent(ledger, event));
  return { received: true, duplicate: outcome === 'duplicate' };
}
