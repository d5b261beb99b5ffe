import type * as I18nModule from '../index';

/**
 * The package with a `t` that takes any key: the tests register namespaces made up at run time,
 * outside the typed resources (src/i18next.d.ts).
 */
type AnyKeyI18n = Omit<typeof I18nModule.i18n, 't'> & { t: (key: string, options?: object) => string };
type FreshI18n = Omit<typeof I18nModule, 'i18n' | 'initI18n'> & {
  i18n: AnyKeyI18n;
  initI18n: (...args: Parameters<typeof I18nModule.initI18n>) => AnyKeyI18n;
};

/** A fresh copy of i18next and this package, as a new page load would have. */
export function loadFreshI18n(): FreshI18n {
  let loaded: typeof I18nModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof I18nModule>('../index');
  });
  if (!loaded) throw new Error('module did not load');
  return loaded as unknown as FreshI18n;
}
