import { LANGUAGE_STORAGE_KEY } from '@premieres/contracts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

// Where the visitor's choice of language survives reloads (named in the contracts: the shell's
// first paint reads it before this package has loaded).
export { LANGUAGE_STORAGE_KEY };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be disabled (privacy mode); the choice then lasts for the page only.
    return undefined;
  }
}

export function readStoredLanguage(): Language {
  const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Quota or privacy errors: keep the in-memory choice.
  }
}
