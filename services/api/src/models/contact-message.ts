import type { ContactMessageRecord } from '@premieres/contracts';
import { CONTACT_STATUSES } from '@premieres/contracts';
import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';
import type { StoredDoc } from '../db/stored-doc';

/** A message from the contact form (collection contact_messages), read and resolved by staff. */
export type ContactMessageDoc = StoredDoc<
  ContactMessageRecord,
  'created_at' | 'resolved_at',
  Types.ObjectId
> & {
  /** The signed-in sender's account, when there was one. */
  user_id: Types.ObjectId | null;
  resolved_by: Types.ObjectId | null;
};

const schema = new Schema<ContactMessageDoc>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    subject: { type: String, required: true },
    message: { type: String, required: true },
    user_id: { type: Schema.Types.ObjectId, default: null },
    status: { type: String, enum: CONTACT_STATUSES, default: 'open' },
    created_at: { type: Date, required: true },
    resolved_at: { type: Date, default: null },
    resolved_by: { type: Schema.Types.ObjectId, default: null },
    resolved_by_email: { type: String, default: null },
  },
  { collection: 'contact_messages', versionKey: false },
);
// The Messages tab: newest first, overall and per status.
schema.index({ created_at: -1 });
schema.index({ status: 1, created_at: -1 });

export const contactMessageModel = defineModel<ContactMessageDoc>('ContactMessage', schema);
