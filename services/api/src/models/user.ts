import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

export interface UserDoc {
  _id: Types.ObjectId;
  /** Trimmed and lower-cased; unique. */
  email: string;
  /** argon2id PHC string. */
  password_hash: string;
  confirmed: boolean;
  confirmed_at: Date | null;
  /** Bumped when every session must end (password reset); access tokens carry it. */
  session_version: number;
  created_at: Date;
  updated_at: Date;
}

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
