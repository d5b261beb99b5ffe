/**
 * The audio and subtitle languages the service packages (spec issue 16): ISO 639-1 codes as HLS
 * LANGUAGE values, the ISO 639-2 tags ffmpeg writes into files, and the NAME shown in the player.
 */
export const MEDIA_LANGUAGES = {
  en: { iso3: 'eng', name: 'English' },
  hi: { iso3: 'hin', name: 'हिन्दी' },
  ml: { iso3: 'mal', name: 'മലയാളം' },
} as const;

export type MediaLanguage = keyof typeof MEDIA_LANGUAGES;

export const MEDIA_LANGUAGE_CODES = Object.keys(MEDIA_LANGUAGES) as MediaLanguage[];

export function isMediaLanguage(value: string): value is MediaLanguage {
  return Object.hasOwn(MEDIA_LANGUAGES, value);
}

/** A stream's language tag (eng, hin, mal, en, ...) as one of ours, or null when unknown or absent. */
export function mediaLanguageOf(tag: string | null | undefined): MediaLanguage | null {
  const value = (tag ?? '').trim().toLowerCase();
  if (isMediaLanguage(value)) return value;
  const found = MEDIA_LANGUAGE_CODES.find((code) => MEDIA_LANGUAGES[code].iso3 === value);
  return found ?? null;
}
