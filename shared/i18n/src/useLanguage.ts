import { useTranslation } from 'react-i18next';
import { i18n } from './instance';
import { DEFAULT_LANGUAGE, isLanguage, type Language, SUPPORTED_LANGUAGES } from './languages';
import { storeLanguage } from './storage';

/** Switches the interface language everywhere and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The current language (re-renders on change) and the setter. */
export function useLanguage(): {
  language: Language;
  setLanguage: (language: Language) => Promise<void>;
  languages: readonly Language[];
} {
  // Subscribes this component to 'languageChanged'.
  useTranslation();
  return { language: currentLanguage(), setLanguage, languages: SUPPORTED_LANGUAGES };
}
