import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

export type OneTimeTokenPurpose = 'password_reset' | 'email_confirm';

/** Password-reset and e-mail-confirmation tokens: sha256-hashed, single use, expiring. */
export interface OneTimeTokenDoc {
  _id: Types.ObjectId;
  token_hash: string;
  purpose: OneTimeTokenPurpose;
  user_id: Types.ObjectId;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

const schema = new Schema<OneTimeTokenDoc>(
  {
    token_hash: { type: String, required: true },
    purpose: { type: String, enum: ['password_reset', 'email_confirm'], required: true },
    user_id: { type: Schema.Types.ObjectId, required: true },
    created_at: { type: Date, required: true },
    expires_at: { type: Date, required: true },
    used_at: { type: Date, default: null },
  },
  { collection: 'one_time_tokens' },
);
schema.index({ token_hash: 1 }, { unique: true });
schema.index({ user_id: 1, purpose: 1 });
// Keep expired rows a day for diagnosis; expiry itself is checked in code.
schema.index({ expires_at: 1 }, { expireAfterSeconds: 86_400 });

export const oneTimeTokenModel = defineModel<OneTimeTokenDoc>('OneTimeToken', schema);
