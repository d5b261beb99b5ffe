import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import { MEDIA_LANGUAGE_CODES, type MediaLanguage } from '../media/hls/media-languages';

/**
 * Watching in your language (issue 16): a viewer profile's preferred audio and subtitle
 * languages, its subtitle appearance, and the last choice made for each title.
 */
export const SUBTITLES_OFF = 'off';
export const SUBTITLE_SIZES = ['small', 'medium', 'large'] as const;
export type SubtitleSize = (typeof SUBTITLE_SIZES)[number];
export const SUBTITLE_BACKGROUNDS = ['none', 'shadow', 'box'] as const;
export type SubtitleBackground = (typeof SUBTITLE_BACKGROUNDS)[number];

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

export const DEFAULT_LANGUAGE_PREFERENCES: LanguagePreferences = {
  audio: null,
  subtitles: null,
  subtitleSize: 'medium',
  subtitleBackground: 'shadow',
};

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

function asMediaLanguage(ui: string): MediaLanguage {
  const code = ui.slice(0, 2).toLowerCase();
  return (MEDIA_LANGUAGE_CODES as readonly string[]).includes(code) ? (code as MediaLanguage) : 'en';
}

/**
 * First guess from the interface language: audio in it; subtitles off for English and Hindi
 * (dubs are common), Malayalam subtitles for a Malayalam interface (a Malayalam dub is rare).
 */
export function guessLanguages(uiLanguage: string): TitleLanguageChoice {
  const ui = asMediaLanguage(uiLanguage);
  return { audio: ui, subtitles: ui === 'ml' ? 'ml' : SUBTITLES_OFF };
}

/** The choice a player starts with: the title's last choice, else the profile's, else the guess. */
export function startingLanguages(
  languages: PlaybackLanguages | null,
  uiLanguage: string,
): TitleLanguageChoice {
  const guess = guessLanguages(uiLanguage);
  if (languages?.title) return languages.title;
  const prefs = languages?.preferences;
  return { audio: prefs?.audio ?? guess.audio, subtitles: prefs?.subtitles ?? guess.subtitles };
}

export const LANGUAGE_PREFERENCE_INVALID = 'Choose one of the listed options';

/** The profile editor's check, over the same schema the API validates with: field → message. */
export function languagePreferencesErrors(
  values: Record<string, unknown>,
): Partial<Record<keyof LanguagePreferences, string>> {
  const errors: Partial<Record<keyof LanguagePreferences, string>> = {};
  const fields = LanguagePreferencesSchema.properties;
  for (const field of Object.keys(fields) as (keyof LanguagePreferences)[]) {
    if (!Value.Check(fields[field], values[field])) errors[field] = LANGUAGE_PREFERENCE_INVALID;
  }
  return errors;
}
