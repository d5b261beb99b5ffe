import { PLAN_IDS, type PlanId } from '@premieres/contracts';
import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/**
 * One attempt to pay: created when a member chooses a plan (or an upgrade), settled by a verified
 * provider event. The id is random and unguessable: the hosted page and the success page name it.
 */
export interface CheckoutSessionDoc {
  _id: string;
  user_id: Types.ObjectId;
  plan: PlanId;
  kind: 'new' | 'upgrade';
  amount_inr: number;
  provider: string;
  status: 'open' | 'paid' | 'declined';
  failure_reason: string | null;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
}

const schema = new Schema<CheckoutSessionDoc>(
  {
    _id: { type: String, required: true },
    user_id: { type: Schema.Types.ObjectId, required: true },
    plan: { type: String, enum: PLAN_IDS, required: true },
    kind: { type: String, enum: ['new', 'upgrade'], required: true },
    amount_inr: { type: Number, required: true },
    provider: { type: String, required: true },
    status: { type: String, enum: ['open', 'paid', 'declined'], required: true },
    failure_reason: { type: String, default: null },
    created_at: { type: Date, required: true },
    expires_at: { type: Date, required: true },
    completed_at: { type: Date, default: null },
  },
  { collection: 'checkout_sessions', versionKey: false },
);
schema.index({ user_id: 1, created_at: -1 });

export const checkoutSessionModel = defineModel<CheckoutSessionDoc>('CheckoutSession', schema);
