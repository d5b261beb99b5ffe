import type { MediaLanguage, SubtitleChoice } from '@premieres/contracts';
import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/** The audio and subtitles one viewer profile last chose for one title; the player starts with it. */
export interface TitleLanguageChoiceDoc {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  viewer_profile_id: Types.ObjectId;
  movie_id: string;
  audio: MediaLanguage;
  subtitles: SubtitleChoice;
  updated_at: Date;
}

const schema = new Schema<TitleLanguageChoiceDoc>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    viewer_profile_id: { type: Schema.Types.ObjectId, required: true },
    movie_id: { type: String, required: true },
    audio: { type: String, required: true },
    subtitles: { type: String, required: true },
    updated_at: { type: Date, required: true },
  },
  { collection: 'title_language_choices', versionKey: false },
);
schema.index({ viewer_profile_id: 1, movie_id: 1 }, { unique: true });
schema.index({ user_id: 1 });

export const titleLanguageChoiceModel = defineModel<TitleLanguageChoiceDoc>('TitleLanguageChoice', schema);
