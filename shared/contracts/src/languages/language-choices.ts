// Language choices, defaults and the profile editor's check, apart from the schemas (language-
// preferences.ts): the browser imports these, and a module that builds TypeBox schemas as it loads
// would bring TypeBox into the browser's bundles (issues 28, 29).
import { MEDIA_LANGUAGE_CODES, type MediaLanguage } from '../media/hls/media-languages';
import type { LanguagePreferences, PlaybackLanguages, TitleLanguageChoice } from './language-preferences';

export const SUBTITLES_OFF = 'off';
export const SUBTITLE_SIZES = ['small', 'medium', 'large'] as const;
export type SubtitleSize = (typeof SUBTITLE_SIZES)[number];
export const SUBTITLE_BACKGROUNDS = ['none', 'shadow', 'box'] as const;
export type SubtitleBackground = (typeof SUBTITLE_BACKGROUNDS)[number];

export const DEFAULT_LANGUAGE_PREFERENCES: LanguagePreferences = {
  audio: null,
  subtitles: null,
  subtitleSize: 'medium',
  subtitleBackground: 'shadow',
};

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

/** The values LanguagePreferencesSchema accepts, field by field (a test holds the two together). */
const ALLOWED: { readonly [K in keyof LanguagePreferences]-?: readonly unknown[] } = {
  audio: [...MEDIA_LANGUAGE_CODES, null],
  subtitles: [...MEDIA_LANGUAGE_CODES, SUBTITLES_OFF, null],
  subtitleSize: SUBTITLE_SIZES,
  subtitleBackground: SUBTITLE_BACKGROUNDS,
};

/** The profile editor's check, the same as the API's schema: field → message. */
export function languagePreferencesErrors(
  values: Record<string, unknown>,
): Partial<Record<keyof LanguagePreferences, string>> {
  const errors: Partial<Record<keyof LanguagePreferences, string>> = {};
  for (const field of Object.keys(ALLOWED) as (keyof LanguagePreferences)[]) {
    if (!ALLOWED[field].includes(values[field])) errors[field] = LANGUAGE_PREFERENCE_INVALID;
  }
  return errors;
}
