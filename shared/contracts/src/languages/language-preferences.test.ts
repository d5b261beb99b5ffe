import {
  DEFAULT_LANGUAGE_PREFERENCES,
  guessLanguages,
  LANGUAGE_PREFERENCE_INVALID,
  languagePreferencesErrors,
  startingLanguages,
} from './language-preferences';

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
