import { randomBytes } from 'node:crypto';
import { type CheckoutStart, type PlanId, planById } from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';
import { checkoutSessionModel } from '../../models/checkout-session';
import type { PaymentProvider } from './providers/provider';

/** Unguessable: the hosted page and /success?session_id name it. */
export const newSessionId = () => `cs_${randomBytes(18).toString('base64url')}`;
export const SESSION_ID_PATTERN = '^cs_[A-Za-z0-9_-]{8,64}$';

/** Stores an open checkout session and asks the provider for its hosted page. */
export async function startCheckout(
  app: FastifyInstance,
  provider: PaymentProvider,
  input: { userId: string; plan: PlanId; kind: 'new' | 'upgrade'; amountInr: number },
): Promise<CheckoutStart> {
  const now = app.clock.now();
  const sessionId = newSessionId();
  const Sessions = checkoutSessionModel(app.db);
  await Sessions.create({
    _id: sessionId,
    user_id: input.userId,
    plan: input.plan,
    kind: input.kind,
    amount_inr: input.amountInr,
    provider: provider.name,
    status: 'open',
    created_at: now,
    expires_at: new Date(now.getTime() + app.apiConfig.billing.checkoutTtlSeconds * 1000),
  });
  try {
    const { url } = await provider.createCheckout({
      sessionId,
      plan: input.plan,
      planName: planById(input.plan).name,
      amountInr: input.amountInr,
      returnUrl: `${app.apiConfig.publicUrl}/success?session_id=${sessionId}`,
    });
    return { sessionId, url };
  } catch (error) {
    // Nothing half-made: a session the provider never opened is removed.
    await Sessions.deleteOne({ _id: sessionId });
    throw error;
  }
}
