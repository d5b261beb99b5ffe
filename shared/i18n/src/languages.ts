import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@premieres/contracts';

// The interface languages of the spec (§1, §9) come from the contracts; 'en' is where visitors start.
export { DEFAULT_LANGUAGE, type Language };
export const SUPPORTED_LANGUAGES: readonly Language[] = LANGUAGES;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
