export { useTranslation } from 'react-i18next';
export { COMMON_NAMESPACE, type InitI18nOptions, i18n, initI18n } from './instance';
export { DEFAULT_LANGUAGE, isLanguage, type Language, SUPPORTED_LANGUAGES } from './languages';
export { type CommonKey, type CommonStrings, commonEn, type StringKeyOf } from './locales/common.en';
export { type BundleLoader, type NamespaceBundles, registerNamespace } from './registerNamespace';
export { LANGUAGE_STORAGE_KEY, readStoredLanguage } from './storage';
export { stringsReady } from './stringsReady';
export { currentLanguage, setLanguage, useLanguage } from './useLanguage';
export { type LanguagePicker, useLanguagePicker } from './useLanguagePicker';
