import { TOP_TEN_WINDOW_HOURS } from '@premieres/contracts';
import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/**
 * A play that passed two minutes, one per viewer profile per title: "Top 10 today" counts these
 * over the last day. `viewer` is a one-way hash of the profile id (never the profile, account or
 * e-mail), and the entry expires a day after the profile's latest counted play of the title.
 */
export interface CountedPlayDoc {
  _id: Types.ObjectId;
  movie_id: string;
  viewer: string;
  /** The profile's latest counted play of the title. */
  at: Date;
}

const schema = new Schema<CountedPlayDoc>(
  {
    movie_id: { type: String, required: true },
    viewer: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'counted_plays', versionKey: false },
);
// One entry per profile and title: playing it again moves its time, never adds a second.
schema.index({ viewer: 1, movie_id: 1 }, { unique: true });
// The day's window: counting reads only it, and older entries expire (nothing kept longer).
schema.index({ at: 1 }, { expireAfterSeconds: TOP_TEN_WINDOW_HOURS * 3600 });

export const countedPlayModel = defineModel<CountedPlayDoc>('CountedPlay', schema);
