import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/** Spec §3 profile: user_id, full_name, created_at. */
export interface ProfileDoc {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  full_name: string;
  created_at: Date;
}

const schema = new Schema<ProfileDoc>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    full_name: { type: String, default: '' },
  },
  { collection: 'profiles', timestamps: { createdAt: 'created_at', updatedAt: false } },
);
schema.index({ user_id: 1 }, { unique: true });
schema.index({ created_at: -1 });

export const profileModel = defineModel<ProfileDoc>('Profile', schema);
