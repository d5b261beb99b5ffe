import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/**
 * One search a viewer profile made (its Recent searches under the search box). The query text is
 * kept as typed (spaces tidied); `key` is its case- and space-insensitive form, so searching
 * again moves the entry to the top instead of repeating it.
 */
export interface RecentSearchDoc {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  viewer_profile_id: Types.ObjectId;
  q: string;
  key: string;
  searched_at: Date;
}

const schema = new Schema<RecentSearchDoc>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    viewer_profile_id: { type: Schema.Types.ObjectId, required: true },
    q: { type: String, required: true },
    key: { type: String, required: true },
    searched_at: { type: Date, required: true },
  },
  { collection: 'recent_searches', versionKey: false, strict: 'throw' },
);
schema.index({ viewer_profile_id: 1, key: 1 }, { unique: true });
schema.index({ viewer_profile_id: 1, searched_at: -1 });
schema.index({ user_id: 1 });

export const recentSearchModel = defineModel<RecentSearchDoc>('RecentSearch', schema);
