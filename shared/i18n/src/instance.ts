import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLoader, type NamespaceBundles, registry, registryBackend } from './bundles';
import { isLanguage, type Language, SUPPORTED_LANGUAGES } from './languages';
import { commonEn } from './locales/common.en';
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

/** The common strings: Hindi and Malayalam are chunks of their own, fetched only when chosen. */
const COMMON_BUNDLES: NamespaceBundles<typeof commonEn> = {
  en: commonEn,
  hi: () => import(/* webpackChunkName: "i18n-common-hi" */ './locales/common.hi').then((m) => m.commonHi),
  ml: () => import(/* webpackChunkName: "i18n-common-ml" */ './locales/common.ml').then((m) => m.commonMl),
};

/** The bundled strings of every namespace registered so far (English, and any bundled language). */
function bundledResources(): Resource {
  const resources: Resource = {};
  for (const language of SUPPORTED_LANGUAGES) {
    resources[language] = {};
    for (const [ns, bundles] of registry) {
      const entry = bundles[language];
      if (!isLoader(entry)) resources[language][ns] = entry as ResourceLanguage[string];
    }
  }
  return resources;
}

/**
 * Initialises the shared instance. English is bundled, so an English page is ready at once
 * (synchronously); for a stored Hindi or Malayalam choice, `stringsReady()` resolves when the
 * registered namespaces' bundles in that language have loaded. Namespaces registered before
 * this call are included. Safe to call more than once: later calls return the instance untouched.
 */
export function initI18n(options: InitI18nOptions = {}): I18n {
  if (i18n.store) return i18n;
  // A page may bring its own common bundles (the landing document keeps all three bundled).
  if (!registry.has(COMMON_NAMESPACE)) registry.set(COMMON_NAMESPACE, COMMON_BUNDLES);
  i18n.use(initReactI18next);
  i18n.use(registryBackend);
  i18n.on('languageChanged', syncDocumentLanguage);
  void i18n.init({
    lng: options.language ?? readStoredLanguage(),
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'currentOnly',
    // Only the chosen language is loaded; languages that are bundled need no backend call.
    partialBundledLanguages: true,
    // The spec: a missing translation shows the lookup key, never the English text.
    fallbackLng: false,
    fallbackNS: false,
    returnNull: false,
    returnEmptyString: false,
    ns: [...registry.keys()],
    defaultNS: COMMON_NAMESPACE,
    resources: bundledResources(),
    interpolation: { escapeValue: false }, // React escapes already.
    initAsync: false,
    react: { useSuspense: false },
  });
  return i18n;
}
