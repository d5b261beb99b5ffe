import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/** Where one viewer profile is in one title (resume, Continue Watching). */
export interface WatchProgressDoc {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  viewer_profile_id: Types.ObjectId;
  movie_id: string;
  /** For a series: the episode the profile is on (the position is within it). */
  episode_id?: string | null;
  position_seconds: number;
  duration_seconds: number;
  finished: boolean;
  updated_at: Date;
}

const schema = new Schema<WatchProgressDoc>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    viewer_profile_id: { type: Schema.Types.ObjectId, required: true },
    movie_id: { type: String, required: true },
    episode_id: { type: String, default: null },
    position_seconds: { type: Number, required: true },
    duration_seconds: { type: Number, required: true },
    finished: { type: Boolean, required: true },
    updated_at: { type: Date, required: true },
  },
  { collection: 'watch_progress', versionKey: false },
);
// One position per title per profile (saving again overwrites it); the row reads newest first.
schema.index({ viewer_profile_id: 1, movie_id: 1 }, { unique: true });
schema.index({ viewer_profile_id: 1, updated_at: -1 });
schema.index({ user_id: 1 });

export const watchProgressModel = defineModel<WatchProgressDoc>('WatchProgress', schema);
