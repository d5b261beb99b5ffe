import type { ViewerProfile } from '@premieres/contracts';
import { CERTIFICATIONS, VIEWER_AVATARS } from '@premieres/contracts';
import { type Connection, Schema, Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/**
 * A viewer profile (collection viewer_profiles): who is watching on an account. The spec's
 * `profiles` collection is the account's details; these are Main, Kids … with their own lists.
 * The main profile's _id is the user's id, so creating it is an idempotent upsert.
 */
export interface ViewerProfileDoc extends Pick<ViewerProfile, 'name' | 'avatar' | 'kids' | 'ceiling'> {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  /** argon2id of the 4-digit PIN, or null. */
  pin_hash: string | null;
  /** Times of wrong PINs inside the lockout window (older ones are dropped on the next try). */
  pin_failures: Date[];
  is_main: boolean;
  created_at: Date;
}

const schema = new Schema<ViewerProfileDoc>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true, trim: true },
    avatar: { type: String, enum: VIEWER_AVATARS, required: true },
    kids: { type: Boolean, default: false },
    ceiling: { type: String, enum: CERTIFICATIONS, default: 'A' },
    pin_hash: { type: String, default: null },
    pin_failures: { type: [Date], default: [] },
    is_main: { type: Boolean, default: false },
    created_at: { type: Date, default: () => new Date() },
  },
  { collection: 'viewer_profiles', versionKey: false },
);
// An account's profiles in creation order (Main first).
schema.index({ user_id: 1, created_at: 1 });

export const viewerProfileModel = defineModel<ViewerProfileDoc>('ViewerProfile', schema);

export const MAIN_PROFILE_NAME = 'Main';

/**
 * The account's main profile, created if missing. Its _id is the user's id, so concurrent calls
 * and the start-up migration all meet in one upsert and never make two.
 */
export async function ensureMainProfile(db: Connection, userId: string): Promise<ViewerProfileDoc> {
  const id = new Types.ObjectId(userId);
  const doc = await viewerProfileModel(db)
    .findOneAndUpdate(
      { _id: id },
      {
        $setOnInsert: {
          user_id: id,
          name: MAIN_PROFILE_NAME,
          avatar: 'sun',
          kids: false,
          ceiling: 'A',
          pin_hash: null,
          pin_failures: [],
          is_main: true,
          created_at: new Date(0),
        },
      },
      { upsert: true, returnDocument: 'after' },
    )
    .lean();
  if (!doc) throw new Error('main profile upsert returned nothing');
  return doc;
}
