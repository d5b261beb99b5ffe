import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/** One sign-in: every rotated refresh token belongs to its family and dies with it. */
export interface RefreshFamilyDoc {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  created_at: Date;
  /** Absolute lifetime: rotation never extends it. */
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: 'signout' | 'reuse' | 'password_reset' | null;
}

/** One issued refresh token, stored as sha256; `used_at` set when rotated. */
export interface RefreshTokenDoc {
  _id: Types.ObjectId;
  token_hash: string;
  family_id: Types.ObjectId;
  user_id: Types.ObjectId;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

const familySchema = new Schema<RefreshFamilyDoc>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    created_at: { type: Date, required: true },
    expires_at: { type: Date, required: true },
    revoked_at: { type: Date, default: null },
    revoked_reason: { type: String, default: null },
  },
  { collection: 'refresh_families' },
);
familySchema.index({ user_id: 1 });
familySchema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });

const tokenSchema = new Schema<RefreshTokenDoc>(
  {
    token_hash: { type: String, required: true },
    family_id: { type: Schema.Types.ObjectId, required: true },
    user_id: { type: Schema.Types.ObjectId, required: true },
    created_at: { type: Date, required: true },
    expires_at: { type: Date, required: true },
    used_at: { type: Date, default: null },
  },
  { collection: 'refresh_tokens' },
);
tokenSchema.index({ token_hash: 1 }, { unique: true });
tokenSchema.index({ family_id: 1 });
tokenSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });

export const refreshFamilyModel = defineModel<RefreshFamilyDoc>('RefreshFamily', familySchema);
export const refreshTokenModel = defineModel<RefreshTokenDoc>('RefreshToken', tokenSchema);
