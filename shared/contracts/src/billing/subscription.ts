import { type Static, Type } from 'typebox';
import { DateTimeSchema, Nullable } from '../admin/common';
import { PlanIdSchema } from '../plan/plans';

/**
 * Spec §3 subscription state as the auth user carries it (sign-in, refresh, /me). `subscribed`
 * is decided by the server clock; `subscription_tier` is a plan id; `subscription_end` the end of
 * the paid period (the next billing date unless cancelled).
 */
export const SubscriptionStateSchema = Type.Object({
  subscribed: Type.Boolean(),
  subscription_tier: Nullable(Type.String()),
  subscription_end: Nullable(DateTimeSchema),
});
export type SubscriptionState = Static<typeof SubscriptionStateSchema>;

export const INVOICE_KINDS = ['new', 'upgrade', 'renewal'] as const;

/** A paid charge: amount in whole rupees, the period it paid for. */
export const InvoiceSchema = Type.Object({
  id: Type.String(),
  plan: PlanIdSchema,
  kind: Type.Enum(INVOICE_KINDS),
  amount_inr: Type.Integer({ minimum: 0 }),
  paid_at: DateTimeSchema,
  period_start: DateTimeSchema,
  period_end: DateTimeSchema,
});
export type Invoice = Static<typeof InvoiceSchema>;

/** The billing portal's view (`GET /api/billing/subscription`); `plan` null = never subscribed. */
export const SubscriptionDetailSchema = Type.Object({
  active: Type.Boolean(),
  plan: Nullable(PlanIdSchema),
  status: Type.Enum(['none', 'active', 'ended'] as const),
  current_period_start: Nullable(DateTimeSchema),
  current_period_end: Nullable(DateTimeSchema),
  cancel_at_period_end: Type.Boolean(),
  /** A downgrade waiting for the period end. */
  pending_plan: Nullable(PlanIdSchema),
  /** Newest first. */
  invoices: Type.Array(InvoiceSchema),
});
export type SubscriptionDetail = Static<typeof SubscriptionDetailSchema>;
