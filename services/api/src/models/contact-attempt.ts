import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/**
 * Accepted contact messages per client (collection contact_attempts), in the database so every
 * API replica counts the same. `key` is a sha256 of the client address.
 */
export interface ContactAttemptDoc {
  _id: Types.ObjectId;
  key: string;
  /** One entry per accepted message still inside the window. */
  slots: { id: Types.ObjectId; at: Date }[];
  expires_at: Date;
}

const schema = new Schema<ContactAttemptDoc>(
  {
    key: { type: String, required: true },
    slots: { type: [{ _id: false, id: Schema.Types.ObjectId, at: Date }], default: [] },
    expires_at: { type: Date, required: true },
  },
  { collection: 'contact_attempts', versionKey: false },
);
schema.index({ key: 1 }, { unique: true });
schema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });

export const contactAttemptModel = defineModel<ContactAttemptDoc>('ContactAttempt', schema);
