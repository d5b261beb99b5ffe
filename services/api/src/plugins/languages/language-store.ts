import {
  DEFAULT_LANGUAGE_PREFERENCES,
  type LanguagePreferences,
  type TitleLanguageChoice,
} from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { languagePreferenceModel } from '../../models/language-preference';
import { titleLanguageChoiceModel } from '../../models/title-language-choice';

/** One viewer profile of one account: every read and write is keyed by both. */
export interface LanguageOwner {
  db: Connection;
  userId: string;
  profileId: string;
}

export async function readPreferences(owner: LanguageOwner): Promise<LanguagePreferences> {
  const doc = await languagePreferenceModel(owner.db)
    .findOne({ viewer_profile_id: owner.profileId, user_id: owner.userId })
    .lean();
  if (!doc) return DEFAULT_LANGUAGE_PREFERENCES;
  return {
    audio: doc.audio,
    subtitles: doc.subtitles,
    subtitleSize: doc.subtitle_size,
    subtitleBackground: doc.subtitle_background,
  };
}

export async function savePreferences(
  owner: LanguageOwner,
  input: LanguagePreferences,
  now: Date,
): Promise<LanguagePreferences> {
  await languagePreferenceModel(owner.db).updateOne(
    { viewer_profile_id: owner.profileId },
    {
      $set: {
        user_id: owner.userId,
        audio: input.audio,
        subtitles: input.subtitles,
        subtitle_size: input.subtitleSize,
        subtitle_background: input.subtitleBackground,
        updated_at: now,
      },
    },
    { upsert: true },
  );
  return readPreferences(owner);
}

export async function readTitleChoice(
  owner: LanguageOwner,
  movieId: string,
): Promise<TitleLanguageChoice | null> {
  const doc = await titleLanguageChoiceModel(owner.db)
    .findOne({ viewer_profile_id: owner.profileId, movie_id: movieId })
    .lean();
  return doc ? { audio: doc.audio, subtitles: doc.subtitles } : null;
}

export async function saveTitleChoice(
  owner: LanguageOwner,
  movieId: string,
  choice: TitleLanguageChoice,
  now: Date,
): Promise<TitleLanguageChoice> {
  await titleLanguageChoiceModel(owner.db).updateOne(
    { viewer_profile_id: owner.profileId, movie_id: movieId },
    { $set: { user_id: owner.userId, audio: choice.audio, subtitles: choice.subtitles, updated_at: now } },
    { upsert: true },
  );
  return choice;
}
