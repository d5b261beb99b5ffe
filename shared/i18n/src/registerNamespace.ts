import {
  BUNDLED_LANGUAGE,
  hasLoaders,
  isLoader,
  mergeBundles,
  type NamespaceBundles,
  registry,
} from './bundles';
import { i18n } from './instance';
import { isLanguage, SUPPORTED_LANGUAGES } from './languages';

export type { BundleLoader, NamespaceBundles } from './bundles';

/** Adds the bundled languages to the store; the current language's loader starts at once. */
function addBundles(ns: string, bundles: NamespaceBundles<object>): void {
  for (const language of SUPPORTED_LANGUAGES) {
    const entry = bundles[language];
    if (!isLoader(entry)) i18n.addResourceBundle(language, ns, entry, true, true);
  }
  const namespaces = i18n.options.ns;
  if (Array.isArray(namespaces) && !namespaces.includes(ns)) namespaces.push(ns);
  // A page opened (or switched) in Hindi or Malayalam needs this namespace's bundle now.
  const language = i18n.language;
  if (isLanguage(language) && language !== BUNDLED_LANGUAGE && isLoader(bundles[language])) {
    void i18n.loadNamespaces(ns);
  }
}

/**
 * Adds a remote's namespace: English bundled, hi and ml bundled or as loaders (see
 * NamespaceBundles). Before `initI18n()` it is only recorded (init takes every recorded namespace);
 * after, the current language's bundle starts loading. Registering a namespace again deep-merges
 * bundled strings (a lazily loaded page can add its own); loaders are given once per namespace.
 */
export function registerNamespace<T extends object>(ns: string, bundles: NamespaceBundles<T>): void {
  const known = registry.get(ns);
  if (known && (hasLoaders(known) || hasLoaders(bundles))) {
    throw new Error(`namespace '${ns}' is already registered: loaders are given once per namespace`);
  }
  registry.set(ns, known ? mergeBundles(known, bundles) : bundles);
  // init() has been called (the store exists), even if its first language is still loading.
  if (i18n.store) addBundles(ns, bundles);
}
