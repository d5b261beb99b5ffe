import { Value } from 'typebox/value';
import { MEDIA_LANGUAGE_CODES } from '../media/hls/media-languages';
import {
  DEFAULT_LANGUAGE_PREFERENCES,
  guessLanguages,
  LANGUAGE_PREFERENCE_INVALID,
  languagePreferencesErrors,
  SUBTITLE_BACKGROUNDS,
  SUBTITLE_SIZES,
  SUBTITLES_OFF,
  startingLanguages,
} from './language-choices';
import { LanguagePreferencesSchema } from './language-preferences';

describe('starting languages', () => {
  it('guesses from the interface language', () => {
    expect(guessLanguages('en')).toEqual({ audio: 'en', subtitles: 'off' });
    expect(guessLanguages('hi')).toEqual({ audio: 'hi', subtitles: 'off' });
    expect(guessLanguages('ml')).toEqual({ audio: 'ml', subtitles: 'ml' });
    expect(guessLanguages('fr-FR')).toEqual({ audio: 'en', subtitles: 'off' });
  });

  it('takes the title choice first, then the profile defaults, then the guess', () => {
    const preferences = { ...DEFAULT_LANGUAGE_PREFERENCES, audio: 'hi' as const };
    expect(startingLanguages({ preferences, title: null }, 'en')).toEqual({ audio: 'hi', subtitles: 'off' });
    expect(startingLanguages({ preferences, title: { audio: 'en', subtitles: 'ml' } }, 'en')).toEqual({
      audio: 'en',
      subtitles: 'ml',
    });
    expect(startingLanguages(null, 'ml')).toEqual({ audio: 'ml', subtitles: 'ml' });
  });
});

describe('language preferences form rule', () => {
  it('takes the schema’s values and names a wrong field', () => {
    expect(
      languagePreferencesErrors({ ...DEFAULT_LANGUAGE_PREFERENCES, audio: 'hi', subtitles: 'off' }),
    ).toEqual({});
    expect(
      languagePreferencesErrors({ ...DEFAULT_LANGUAGE_PREFERENCES, audio: 'fr', subtitleSize: 'huge' }),
    ).toEqual({
      audio: LANGUAGE_PREFERENCE_INVALID,
      subtitleSize: LANGUAGE_PREFERENCE_INVALID,
    });
  });
});

describe('language preferences form rule and schema', () => {
  it('accepts exactly what LanguagePreferencesSchema accepts, field by field', () => {
    const candidates: unknown[] = [
      ...MEDIA_LANGUAGE_CODES,
      ...SUBTITLE_SIZES,
      ...SUBTITLE_BACKGROUNDS,
      SUBTITLES_OFF,
      null,
      undefined,
      '',
      'fr',
      'EN',
      0,
      true,
      {},
    ];
    const fields = LanguagePreferencesSchema.properties;
    for (const field of Object.keys(fields) as (keyof typeof fields)[]) {
      for (const value of candidates) {
        const byRule = !(field in languagePreferencesErrors({ [field]: value }));
        expect([field, value, byRule]).toEqual([field, value, Value.Check(fields[field], value)]);
      }
    }
  });
});
