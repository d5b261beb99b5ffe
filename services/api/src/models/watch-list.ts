import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/** Which personal list an entry belongs to: My List or Liked. */
export type ListKind = 'list' | 'likes';
export const LIST_KINDS: readonly ListKind[] = ['list', 'likes'];

/**
 * One title in one viewer profile's My List or Liked. The spec keeps these in client memory;
 * here they persist per profile so they survive a reload and follow the member across devices.
 * user_id stays beside the profile so an account's entries are found (and deleted) together.
 */
export interface WatchListItemDoc {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  viewer_profile_id: Types.ObjectId;
  kind: ListKind;
  movie_id: string;
  added_at: Date;
}

const schema = new Schema<WatchListItemDoc>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    viewer_profile_id: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: LIST_KINDS, required: true },
    movie_id: { type: String, required: true },
    added_at: { type: Date, required: true },
  },
  { collection: 'watch_list_items', versionKey: false },
);
// One entry per title per profile's list (adding twice does nothing); newest first per list.
schema.index({ viewer_profile_id: 1, kind: 1, movie_id: 1 }, { unique: true });
schema.index({ viewer_profile_id: 1, kind: 1, added_at: -1 });
schema.index({ user_id: 1 });
/** The per-account unique index of before viewer profiles; the migration drops it. */
export const LEGACY_USER_LIST_INDEX = 'user_id_1_kind_1_movie_id_1';
schema.index({ movie_id: 1 });

export const watchListItemModel = defineModel<WatchListItemDoc>('WatchListItem', schema);
