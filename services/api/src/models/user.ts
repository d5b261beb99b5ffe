import type { AuthUser } from '@premieres/contracts';
import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';
import type { StoredDoc } from '../db/stored-doc';

/**
 * An account (collection users). The fields the API answers with are the contracts' user's
 * (`email` trimmed, lower-cased and unique); its name, role and subscription live in their own
 * collections (profiles, user_roles, subscriptions).
 */
export type UserDoc = StoredDoc<
  Pick<AuthUser, 'id' | 'email' | 'confirmed' | 'created_at'>,
  'created_at',
  Types.ObjectId
> & {
  /** argon2id PHC string. */
  password_hash: string;
  confirmed_at: Date | null;
  /** Bumped when every session must end (password reset); access tokens carry it. */
  session_version: number;
  updated_at: Date;
};

const schema = new Schema<UserDoc>(
  {
    email: { type: String, required: true, lowercase: true, trim: true },
    password_hash: { type: String, required: true },
    confirmed: { type: Boolean, default: false },
    confirmed_at: { type: Date, default: null },
    session_version: { type: Number, default: 0 },
  },
  { collection: 'users', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } },
);
schema.index({ email: 1 }, { unique: true });

export const userModel = defineModel<UserDoc>('User', schema);
