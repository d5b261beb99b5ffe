import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/**
 * Failed sign-ins per client and address, kept in the database so every API replica sees the
 * same count. `key` is a sha256 of client + address, so no address is stored in clear.
 */
export interface SignInAttemptDoc {
  _id: Types.ObjectId;
  key: string;
  /** sha256 of the address alone: a password reset clears every client's count for it. */
  account_key?: string;
  /** Times of the most recent failures (at most the limit's max). */
  failures: Date[];
  expires_at: Date;
}

const schema = new Schema<SignInAttemptDoc>(
  {
    key: { type: String, required: true },
    account_key: { type: String },
    failures: { type: [Date], default: [] },
    expires_at: { type: Date, required: true },
  },
  { collection: 'sign_in_attempts' },
);
schema.index({ key: 1 }, { unique: true });
schema.index({ account_key: 1 });
schema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });

export const signInAttemptModel = defineModel<SignInAttemptDoc>('SignInAttempt', schema);
