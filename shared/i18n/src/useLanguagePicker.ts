import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from './languages';
import { useLanguage } from './useLanguage';

export interface LanguagePicker {
  /** The select's accessible name. */
  label: string;
  value: Language;
  options: { code: Language; name: string }[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** What every language select needs, whatever it looks like: the choices in their own names. */
export function useLanguagePicker(): LanguagePicker {
  const { t } = useTranslation('common');
  const { language, languages, setLanguage } = useLanguage();
  return {
    label: t('language.label'),
    value: language,
    options: languages.map((code) => ({ code, name: t(`language.${code}`) })),
    onChange: (event) => {
      const next = event.currentTarget.value;
      if (isLanguage(next)) void setLanguage(next);
    },
  };
}
