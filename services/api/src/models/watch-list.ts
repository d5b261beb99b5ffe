import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/** Which personal list an entry belongs to: My List or Liked. */
export type ListKind = 'list' | 'likes';
export const LIST_KINDS: readonly ListKind[] = ['list', 'likes'];

/**
 * One title in one user's My List or Liked. The spec keeps these in client memory; here they
 * persist per user so they survive a reload and follow the member across devices.
 */
export interface WatchListItemDoc {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  kind: ListKind;
  movie_id: string;
  added_at: Date;
}

const schema = new Schema<WatchListItemDoc>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: LIST_KINDS, required: true },
    movie_id: { type: String, required: true },
    added_at: { type: Date, required: true },
  },
  { collection: 'watch_list_items', versionKey: false },
);
// One entry per title per list (adding twice does nothing); newest first per list.
schema.index({ user_id: 1, kind: 1, movie_id: 1 }, { unique: true });
schema.index({ user_id: 1, kind: 1, added_at: -1 });
schema.index({ movie_id: 1 });

export const watchListItemModel = defineModel<WatchListItemDoc>('WatchListItem', schema);
