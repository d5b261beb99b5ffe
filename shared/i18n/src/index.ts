export { Trans, useTranslation } from 'react-i18next';
export { COMMON_NAMESPACE, type InitI18nOptions, i18n, initI18n } from './instance';
export { DEFAULT_LANGUAGE, isLanguage, type Language, SUPPORTED_LANGUAGES } from './languages';
export { type CommonStrings, commonEn } from './locales/common.en';
export { commonHi } from './locales/common.hi';
export { commonMl } from './locales/common.ml';
export { type NamespaceBundles, registerNamespace } from './registerNamespace';
export { LANGUAGE_STORAGE_KEY, readStoredLanguage } from './storage';
export { currentLanguage, setLanguage, useLanguage } from './useLanguage';
