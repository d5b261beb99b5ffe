import { type LanguagePreferences, languagePreferencesErrors } from '@premieres/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The form's shape: a select's '' is "not chosen" (null in the contract). */
export type LanguagesFormValues = {
  [K in keyof LanguagePreferences]: Exclude<LanguagePreferences[K], null> | '';
};

export function toFormValues(preferences: LanguagePreferences): LanguagesFormValues {
  return { ...preferences, audio: preferences.audio ?? '', subtitles: preferences.subtitles ?? '' };
}

export function toPreferences(values: LanguagesFormValues): LanguagePreferences {
  return {
    ...values,
    audio: values.audio || null,
    subtitles: values.subtitles || null,
  } as LanguagePreferences;
}

/** react-hook-form resolver over contracts' LanguagePreferencesSchema; messages are i18n keys. */
export const languagesResolver: Resolver<LanguagesFormValues> = async (values) => {
  const errors = languagePreferencesErrors(toPreferences(values));
  const entries = Object.keys(errors).map((field) => [field, { type: 'schema', message: 'invalid' }]);
  if (entries.length === 0) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(entries) as FieldErrors<LanguagesFormValues> };
};
