import { Schema } from 'mongoose';
import { defineModel } from '../db/define-model';

/**
 * Every provider event applied, by the provider's event id (the document _id, unique): a replayed
 * event finds its id taken and changes nothing.
 */
export interface PaymentEventDoc {
  _id: string;
  type: string;
  provider: string;
  received_at: Date;
}

const schema = new Schema<PaymentEventDoc>(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    provider: { type: String, required: true },
    received_at: { type: Date, required: true },
  },
  { collection: 'payment_events', versionKey: false },
);

export const paymentEventModel = defineModel<PaymentEventDoc>('PaymentEvent', schema);
