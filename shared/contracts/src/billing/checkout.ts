import { type Static, Type } from 'typebox';
import { DateTimeSchema, Nullable } from '../admin/common';
import { PlanIdSchema } from '../plan/plans';
import { SubscriptionDetailSchema } from './subscription';

export const PlanChoiceSchema = Type.Object({ planId: PlanIdSchema }, { additionalProperties: false });
export type PlanChoice = Static<typeof PlanChoiceSchema>;

/** A started checkout: the provider's hosted page to send the browser to. */
export const CheckoutStartSchema = Type.Object({
  sessionId: Type.String(),
  url: Type.String(),
});
export type CheckoutStart = Static<typeof CheckoutStartSchema>;

export const CHECKOUT_STATUSES = ['open', 'paid', 'declined', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** `GET /api/billing/checkout/:sessionId`: what the success page shows (own sessions only). */
export const CheckoutSessionSchema = Type.Object({
  id: Type.String(),
  status: Type.Enum(CHECKOUT_STATUSES),
  kind: Type.Enum(['new', 'upgrade'] as const),
  plan: PlanIdSchema,
  amount_inr: Type.Integer({ minimum: 0 }),
  /** The next billing date once paid. */
  current_period_end: Nullable(DateTimeSchema),
});
export type CheckoutSession = Static<typeof CheckoutSessionSchema>;

/**
 * Change plan: an upgrade is paid now (prorated) through a checkout; a downgrade (or choosing the
 * current plan to undo a pending downgrade) is scheduled and answered with the subscription.
 */
export const PlanChangeSchema = Type.Union([
  Type.Object({ kind: Type.Literal('checkout'), checkout: CheckoutStartSchema }),
  Type.Object({ kind: Type.Literal('scheduled'), subscription: SubscriptionDetailSchema }),
]);
export type PlanChange = Static<typeof PlanChangeSchema>;
