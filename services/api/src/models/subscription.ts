import { INVOICE_KINDS, PLAN_IDS, type PlanId } from '@premieres/contracts';
import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

export interface InvoiceDoc {
  _id: string;
  plan: PlanId;
  kind: (typeof INVOICE_KINDS)[number];
  amount_inr: number;
  paid_at: Date;
  period_start: Date;
  period_end: Date;
  /** The provider event that paid it. */
  event_id: string;
}

/**
 * The account's subscription, the one source of truth (auth user, dashboard, settings, header and
 * every entitlement read it). Active = status 'active' and current_period_end after the server
 * clock; a period that ended without renewal is simply not active, whether or not the sweep has
 * marked it 'ended' yet.
 */
export interface SubscriptionDoc {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  plan: PlanId;
  status: 'active' | 'ended';
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  /** A downgrade that takes effect when the period renews. */
  pending_plan: PlanId | null;
  /** The period end the renewal reminder was sent for (sent once per period). */
  renewal_notice_for: Date | null;
  invoices: InvoiceDoc[];
  created_at: Date;
}

const invoiceSchema = new Schema<InvoiceDoc>(
  {
    _id: { type: String, required: true },
    plan: { type: String, enum: PLAN_IDS, required: true },
    kind: { type: String, enum: INVOICE_KINDS, required: true },
    amount_inr: { type: Number, required: true },
    paid_at: { type: Date, required: true },
    period_start: { type: Date, required: true },
    period_end: { type: Date, required: true },
    event_id: { type: String, required: true },
  },
  { versionKey: false },
);

const schema = new Schema<SubscriptionDoc>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    plan: { type: String, enum: PLAN_IDS, required: true },
    status: { type: String, enum: ['active', 'ended'], required: true },
    current_period_start: { type: Date, required: true },
    current_period_end: { type: Date, required: true },
    cancel_at_period_end: { type: Boolean, default: false },
    pending_plan: { type: String, enum: [...PLAN_IDS, null], default: null },
    renewal_notice_for: { type: Date, default: null },
    invoices: { type: [invoiceSchema], default: [] },
    created_at: { type: Date, required: true },
  },
  { collection: 'subscriptions', versionKey: false },
);
schema.index({ user_id: 1 }, { unique: true });
// The sweep's scans: periods ending soon or already ended.
schema.index({ status: 1, current_period_end: 1 });

export const subscriptionModel = defineModel<SubscriptionDoc>('Subscription', schema);
