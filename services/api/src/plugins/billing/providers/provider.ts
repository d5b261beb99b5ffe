import type { PlanId } from '@premieres/contracts';

/** What a checkout asks the provider to collect. */
export interface CheckoutRequest {
  sessionId: string;
  plan: PlanId;
  planName: string;
  amountInr: number;
  /** Where the provider sends the browser back (our /success page). */
  returnUrl: string;
}

/** A provider's confirmation, after its signature was verified. */
export type ProviderEvent =
  | { id: string; type: 'payment.succeeded'; sessionId: string }
  | { id: string; type: 'payment.failed'; sessionId: string; reason: string };

export type RequestHeaders = Record<string, string | string[] | undefined>;

/**
 * A payment provider: it hosts the checkout page and confirms by a signed event (HMAC-SHA256
 * over the raw body) that arrives at POST /api/billing/webhook. The simulated provider is the
 * default; Razorpay plugs in by configuration (PAYMENT_PROVIDER).
 */
export interface PaymentProvider {
  readonly name: string;
  /** The provider renews at period end by itself (the simulated one does it through the sweep). */
  readonly renewsBySweep: boolean;
  /** The hosted checkout page's URL. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** Verifies the signature over the raw body and reads the event; throws AppError 400/401. */
  verify(rawBody: Buffer, headers: RequestHeaders): ProviderEvent | null;
}
