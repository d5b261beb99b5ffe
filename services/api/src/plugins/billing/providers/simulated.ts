import { assertSigned, headerValue, invalidEvent, parseJson, signBody } from './hmac';
import type { PaymentProvider, ProviderEvent, RequestHeaders } from './provider';

export const SIMULATED_SIGNATURE_HEADER = 'x-simulated-signature';
/** Path of the simulated provider's hosted checkout page (under /api). */
export const simulatedCheckoutPath = (sessionId: string) =>
  `/api/billing/simulated/checkout/${encodeURIComponent(sessionId)}`;

/** The simulated provider's event body (its own format, like a provider's test mode). */
interface SimulatedEventBody {
  id: string;
  type: 'payment.succeeded' | 'payment.failed';
  session_id: string;
  reason?: string;
}

function toEvent(body: unknown): ProviderEvent {
  const b = body as Partial<SimulatedEventBody> | null;
  if (!b || typeof b.id !== 'string' || !b.id || typeof b.session_id !== 'string') throw invalidEvent();
  if (b.type === 'payment.succeeded') return { id: b.id, type: b.type, sessionId: b.session_id };
  if (b.type === 'payment.failed') {
    return { id: b.id, type: b.type, sessionId: b.session_id, reason: String(b.reason ?? 'declined') };
  }
  throw invalidEvent();
}

/**
 * A provider in test mode, built in: its hosted page (billing/simulated-page.ts) has Pay and
 * Decline, which produce an event signed with the webhook secret that goes through `verify` like
 * an external one. It renews subscriptions at period end itself (the sweep).
 */
export interface SimulatedProvider extends PaymentProvider {
  /** What the hosted page's Pay/Decline send: the event body and its signature header. */
  signEvent(body: SimulatedEventBody): { rawBody: Buffer; headers: RequestHeaders };
}

export function isSimulated(provider: PaymentProvider): provider is SimulatedProvider {
  return 'signEvent' in provider;
}

export function simulatedProvider(secret: string): SimulatedProvider {
  return {
    name: 'simulated',
    renewsBySweep: true,
    async createCheckout(request) {
      return { url: simulatedCheckoutPath(request.sessionId) };
    },
    verify(rawBody, headers) {
      assertSigned(secret, rawBody, headerValue(headers[SIMULATED_SIGNATURE_HEADER]));
      return toEvent(parseJson(rawBody));
    },
    signEvent(body) {
      const rawBody = Buffer.from(JSON.stringify(body));
      return { rawBody, headers: { [SIMULATED_SIGNATURE_HEADER]: signBody(secret, rawBody) } };
    },
  };
}
