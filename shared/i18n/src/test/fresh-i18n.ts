import type * as I18nModule from '../index';

/** A fresh copy of i18next and this package, as a new page load would have. */
export function loadFreshI18n(): typeof I18nModule {
  let loaded: typeof I18nModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof I18nModule>('../index');
  });
  if (!loaded) throw new Error('module did not load');
  return loaded;
}
