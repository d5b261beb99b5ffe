import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/** E-mails kept when no SMTP server is configured (development, tests, e2e). */
export interface OutboxDoc {
  _id: Types.ObjectId;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: Date;
}

const schema = new Schema<OutboxDoc>(
  {
    to: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, default: '' },
    html: { type: String, default: '' },
    links: { type: [String], default: [] },
  },
  { collection: 'email_outbox', timestamps: { createdAt: 'created_at', updatedAt: false } },
);
schema.index({ created_at: -1 });
schema.index({ to: 1, created_at: -1 });

export const outboxModel = defineModel<OutboxDoc>('Outbox', schema);
