import { ROLES, type Role } from '@premieres/contracts';
import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/**
 * Spec §3 user_roles: one row per user (unique user_id). A role change is a single-document
 * upsert, so there is never a moment with no row or two rows.
 */
export interface UserRoleDoc {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  role: Role;
}

const schema = new Schema<UserRoleDoc>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    role: { type: String, enum: ROLES, required: true, default: 'user' },
  },
  { collection: 'user_roles', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } },
);
schema.index({ user_id: 1 }, { unique: true });

export const userRoleModel = defineModel<UserRoleDoc>('UserRole', schema);
