import { assertSigned, headerValue, invalidEvent, parseJson } from './hmac';
import type { PaymentProvider, ProviderEvent } from './provider';

export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
export const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';
const API = 'https://api.razorpay.com/v1';

interface RazorpayWebhook {
  event?: string;
  payload?: {
    payment_link?: { entity?: { reference_id?: string } };
    payment?: { entity?: { id?: string; error_description?: string; notes?: { session_id?: string } } };
  };
}

/** Razorpay's webhook body → our event; other event types are acknowledged and ignored (null). */
export function razorpayEvent(eventId: string, body: RazorpayWebhook): ProviderEvent | null {
  const payment = body.payload?.payment?.entity;
  if (body.event === 'payment_link.paid') {
    const sessionId = body.payload?.payment_link?.entity?.reference_id;
    if (!sessionId) throw invalidEvent();
    return { id: eventId, type: 'payment.succeeded', sessionId };
  }
  if (body.event === 'payment.failed') {
    const sessionId = payment?.notes?.session_id;
    if (!sessionId) throw invalidEvent();
    return { id: eventId, type: 'payment.failed', sessionId, reason: payment?.error_description ?? 'failed' };
  }
  return null;
}

/**
 * Razorpay through Payment Links (a hosted page per checkout, reference_id = our session id,
 * callback to /success). Webhooks: X-Razorpay-Signature = hex HMAC-SHA256 of the raw body with the
 * webhook secret, X-Razorpay-Event-Id = the event id we keep for idempotency. Renewals would come
 * as Razorpay subscription events; that mapping is not built (only the simulated provider renews).
 */
export function razorpayProvider(
  keys: { keyId: string; keySecret: string },
  webhookSecret: string,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  return {
    name: 'razorpay',
    renewsBySweep: false,
    async createCheckout(request) {
      const response = await fetchImpl(`${API}/payment_links`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          amount: request.amountInr * 100, // paise
          currency: 'INR',
          reference_id: request.sessionId,
          description: `premieres ${request.planName}`,
          notes: { session_id: request.sessionId },
          callback_url: request.returnUrl,
          callback_method: 'get',
        }),
      });
      if (!response.ok) throw new Error(`Razorpay payment link failed: ${response.status}`);
      const link = (await response.json()) as { short_url?: string };
      if (!link.short_url) throw new Error('Razorpay payment link without short_url');
      return { url: link.short_url };
    },
    verify(rawBody, headers) {
      assertSigned(webhookSecret, rawBody, headerValue(headers[RAZORPAY_SIGNATURE_HEADER]));
      const eventId = headerValue(headers[RAZORPAY_EVENT_ID_HEADER]);
      if (!eventId) throw invalidEvent();
      return razorpayEvent(eventId, parseJson(rawBody) as RazorpayWebhook);
    },
  };
}
