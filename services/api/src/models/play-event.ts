import { PLAY_MILESTONES, type PlayMilestone } from '@premieres/contracts';
import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/**
 * One milestone of one play, for the admin's plays per title and completion rate. Deliberately
 * without the account or profile: the figures are per title, so nothing personal is kept (and
 * deleting an account has nothing here to delete).
 */
export interface PlayEventDoc {
  _id: Types.ObjectId;
  movie_id: string;
  milestone: PlayMilestone;
  at: Date;
}

const schema = new Schema<PlayEventDoc>(
  {
    movie_id: { type: String, required: true },
    milestone: { type: String, enum: PLAY_MILESTONES, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'play_events', versionKey: false },
);
schema.index({ movie_id: 1, milestone: 1 });

export const playEventModel = defineModel<PlayEventDoc>('PlayEvent', schema);
