import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language, SUPPORTED_LANGUAGES } from './languages';
import { commonEn } from './locales/common.en';
import { commonHi } from './locales/common.hi';
import { commonMl } from './locales/common.ml';
import { readStoredLanguage } from './storage';

/**
 * The one i18next instance: i18next's default instance, so that the shell and every remote
 * (which share i18next, react-i18next and this package as Module Federation singletons) see
 * the same language and the same resource store.
 */
export const i18n: I18n = i18next;

export const COMMON_NAMESPACE = 'common';

export interface InitI18nOptions {
  /** Start in this language instead of the stored choice (prerendering, tests). */
  language?: Language;
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined' && isLanguage(language)) {
    document.documentElement.lang = language;
  }
}

/**
 * Initialises the shared instance synchronously (resources are bundled, no backend).
 * Safe to call more than once: later calls return the instance untouched.
 */
export function initI18n(options: InitI18nOptions = {}): I18n {
  if (i18n.isInitialized) return i18n;
  i18n.use(initReactI18next);
  i18n.on('languageChanged', syncDocumentLanguage);
  void i18n.init({
    lng: options.language ?? readStoredLanguage(),
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'currentOnly',
    // The spec: a missing translation shows the lookup key, never the English text.
    fallbackLng: false,
    fallbackNS: false,
    returnNull: false,
    returnEmptyString: false,
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    resources: {
      en: { [COMMON_NAMESPACE]: commonEn },
      hi: { [COMMON_NAMESPACE]: commonHi },
      ml: { [COMMON_NAMESPACE]: commonMl },
    },
    interpolation: { escapeValue: false }, // React escapes already.
    initAsync: false,
    react: { useSuspense: false },
  });
  return i18n;
}
