import { i18n } from './instance';
import type { Language } from './languages';
import { SUPPORTED_LANGUAGES } from './languages';

/** A namespace's strings in every interface language. */
export type NamespaceBundles<T extends object = Record<string, unknown>> = Record<Language, T>;

function addBundles(ns: string, bundles: NamespaceBundles<object>): void {
  for (const language of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(language, ns, bundles[language], true, true);
  }
  const namespaces = i18n.options.ns;
  if (Array.isArray(namespaces) && !namespaces.includes(ns)) namespaces.push(ns);
}

/**
 * Adds a remote's namespace. Works before and after `initI18n()`: i18next's
 * addResourceBundle only works after init, so an early call waits for the 'initialized'
 * event of the shared instance (which also covers a second copy of this module).
 */
export function registerNamespace<T extends object>(ns: string, bundles: NamespaceBundles<T>): void {
  if (i18n.isInitialized) {
    addBundles(ns, bundles);
    return;
  }
  const onInitialized = () => {
    i18n.off('initialized', onInitialized);
    addBundles(ns, bundles);
  };
  i18n.on('initialized', onInitialized);
}
