import { NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react';
import { isLanguage, useLanguage, useTranslation } from '@premieres/i18n';

export interface LanguageSelectProps {
  size?: 'xs' | 'sm' | 'md';
  width?: NativeSelectRootProps['width'];
}

/** The interface-language picker (top bar, header, footer). A native select: light and accessible. */
export function LanguageSelect({ size = 'sm', width = '8.5rem' }: LanguageSelectProps) {
  const { t } = useTranslation('common');
  const { language, languages, setLanguage } = useLanguage();
  return (
    <NativeSelect.Root size={size} width={width} variant="subtle">
      <NativeSelect.Field
        aria-label={t('language.label')}
        data-testid="language-select"
        value={language}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLanguage(next)) void setLanguage(next);
        }}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
