import { type LanguagePreferences, languagePreferencesErrors } from '@premieres/contracts';
import { rulesResolver } from '@premieres/ui/forms';

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

/** The shared resolver over contracts' LanguagePreferencesSchema; the dialog shows one 'invalid' line. */
export const languagesResolver = rulesResolver<LanguagesFormValues>((values) =>
  Object.fromEntries(
    Object.keys(languagePreferencesErrors(toPreferences(values))).map((field) => [field, 'invalid']),
  ),
);
