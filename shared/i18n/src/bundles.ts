import resourcesToBackend from 'i18next-resources-to-backend';
import type { Language } from './languages';

/** English: every namespace bundles it, and it is what a language that cannot load falls back to. */
export const BUNDLED_LANGUAGE = 'en';
type OtherLanguage = Exclude<Language, typeof BUNDLED_LANGUAGE>;

/** Loads one namespace's strings in one language, e.g. `() => import('./browse.hi').then((m) => m.browseHi)`. */
export type BundleLoader<T> = () => Promise<T>;

/**
 * A namespace's strings: English bundled, every other language either bundled or a loader (a
 * dynamic import, so a reader downloads only the language chosen). The other languages are typed
 * against the English bundle.
 */
export type NamespaceBundles<T extends object = Record<string, unknown>> = Record<
  typeof BUNDLED_LANGUAGE,
  T
> &
  Record<OtherLanguage, NoInfer<T> | BundleLoader<NoInfer<T>>>;

/** Every registered namespace's bundles and loaders, by namespace. */
export const registry = new Map<string, NamespaceBundles<object>>();

export function isLoader(entry: unknown): entry is BundleLoader<object> {
  return typeof entry === 'function';
}

export function hasLoaders(bundles: NamespaceBundles<object>): boolean {
  return Object.values(bundles).some(isLoader);
}

type Strings = Record<string, unknown>;
const isStrings = (value: unknown): value is Strings => typeof value === 'object' && value !== null;

function deepMerge(into: Strings, from: Strings): Strings {
  const out = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const known = out[key];
    out[key] = isStrings(known) && isStrings(value) ? deepMerge(known, value) : value;
  }
  return out;
}

/** Two registrations of one namespace, both bundled in every language, as one. */
export function mergeBundles(
  a: NamespaceBundles<object>,
  b: NamespaceBundles<object>,
): NamespaceBundles<object> {
  const merged = { ...a };
  for (const language of Object.keys(b) as Language[]) {
    merged[language] = deepMerge(a[language] as Strings, b[language] as Strings);
  }
  return merged;
}

/** The strings of `ns` in `language`: bundled, or loaded; English when the load fails. */
async function readBundle(language: string, ns: string): Promise<object> {
  const bundles = registry.get(ns);
  const entry = bundles?.[language as Language];
  if (!bundles || !entry) throw new Error(`no '${language}' strings registered for namespace '${ns}'`);
  if (!isLoader(entry)) return entry;
  try {
    return await entry();
  } catch (error) {
    // A chunk that cannot load (offline, a release replaced it): readable English, never raw keys.
    console.warn(`'${language}' strings of '${ns}' did not load; showing English`, error);
    return bundles[BUNDLED_LANGUAGE];
  }
}

/** i18next's backend over the registry (i18next-resources-to-backend runs the loaders). */
export const registryBackend = resourcesToBackend(readBundle);
