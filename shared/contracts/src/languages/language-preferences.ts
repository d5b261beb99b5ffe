import { type Static, Type } from 'typebox';
import { MEDIA_LANGUAGE_CODES } from '../media/hls/media-languages';
import { SUBTITLE_BACKGROUNDS, SUBTITLE_SIZES, SUBTITLES_OFF } from './language-choices';

/**
 * Watching in your language (issue 16): a viewer profile's preferred audio and subtitle
 * languages, its subtitle appearance, and the last choice made for each title.
 */
export const MediaLanguageSchema = Type.Enum(MEDIA_LANGUAGE_CODES);
/** A subtitle language, or 'off'. */
export const SubtitleChoiceSchema = Type.Union([MediaLanguageSchema, Type.Literal(SUBTITLES_OFF)]);
export type SubtitleChoice = Static<typeof SubtitleChoiceSchema>;

/** A profile's defaults; null = not chosen yet (the interface language decides, see guessLanguages). */
export const LanguagePreferencesSchema = Type.Object(
  {
    audio: Type.Union([MediaLanguageSchema, Type.Null()]),
    subtitles: Type.Union([SubtitleChoiceSchema, Type.Null()]),
    subtitleSize: Type.Enum(SUBTITLE_SIZES),
    subtitleBackground: Type.Enum(SUBTITLE_BACKGROUNDS),
  },
  { additionalProperties: false },
);
export type LanguagePreferences = Static<typeof LanguagePreferencesSchema>;

/** What a viewer chose in the player for one title. */
export const TitleLanguageChoiceSchema = Type.Object(
  { audio: MediaLanguageSchema, subtitles: SubtitleChoiceSchema },
  { additionalProperties: false },
);
export type TitleLanguageChoice = Static<typeof TitleLanguageChoiceSchema>;

/** What the player reads on open: the profile's defaults and its last choice for the title. */
export const PlaybackLanguagesSchema = Type.Object({
  preferences: LanguagePreferencesSchema,
  title: Type.Union([TitleLanguageChoiceSchema, Type.Null()]),
});
export type PlaybackLanguages = Static<typeof PlaybackLanguagesSchema>;

/** The languages of a title's ready media (detail page, 'Available in Hindi'). */
export const TitleLanguagesSchema = Type.Object({
  audio: Type.Array(MediaLanguageSchema),
  subtitles: Type.Array(MediaLanguageSchema),
});
export type TitleLanguages = Static<typeof TitleLanguagesSchema>;
