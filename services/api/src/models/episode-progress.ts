import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/**
 * Where one viewer profile is in one episode (the detail page's per-episode bars). The series'
 * own row in watch_progress says which episode Play resumes.
 */
export interface EpisodeProgressDoc {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  viewer_profile_id: Types.ObjectId;
  movie_id: string;
  episode_id: string;
  position_seconds: number;
  duration_seconds: number;
  finished: boolean;
  updated_at: Date;
}

const schema = new Schema<EpisodeProgressDoc>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    viewer_profile_id: { type: Schema.Types.ObjectId, required: true },
    movie_id: { type: String, required: true },
    episode_id: { type: String, required: true },
    position_seconds: { type: Number, required: true },
    duration_seconds: { type: Number, required: true },
    finished: { type: Boolean, required: true },
    updated_at: { type: Date, required: true },
  },
  { collection: 'episode_progress', versionKey: false },
);
schema.index({ viewer_profile_id: 1, episode_id: 1 }, { unique: true });
schema.index({ viewer_profile_id: 1, movie_id: 1 });
schema.index({ user_id: 1 });

export const episodeProgressModel = defineModel<EpisodeProgressDoc>('EpisodeProgress', schema);
