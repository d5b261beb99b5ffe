import type { MediaLanguage, SubtitleBackground, SubtitleChoice, SubtitleSize } from '@premieres/contracts';
import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/** A viewer profile's preferred audio and subtitle languages and its subtitle appearance. */
export interface LanguagePreferenceDoc {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  viewer_profile_id: Types.ObjectId;
  audio: MediaLanguage | null;
  subtitles: SubtitleChoice | null;
  subtitle_size: SubtitleSize;
  subtitle_background: SubtitleBackground;
  updated_at: Date;
}

const schema = new Schema<LanguagePreferenceDoc>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    viewer_profile_id: { type: Schema.Types.ObjectId, required: true },
    audio: { type: String, default: null },
    subtitles: { type: String, default: null },
    subtitle_size: { type: String, required: true },
    subtitle_background: { type: String, required: true },
    updated_at: { type: Date, required: true },
  },
  { collection: 'language_preferences', versionKey: false },
);
schema.index({ viewer_profile_id: 1 }, { unique: true });
schema.index({ user_id: 1 });

export const languagePreferenceModel = defineModel<LanguagePreferenceDoc>('LanguagePreference', schema);
