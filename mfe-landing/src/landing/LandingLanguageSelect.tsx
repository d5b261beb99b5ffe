import { isLanguage, useLanguage, useTranslation } from '@premieres/i18n';
import { ChevronDown } from 'lucide-react';

/** The interface-language picker of the landing page: a native select, same labels as @premieres/ui's. */
export function LandingLanguageSelect() {
  const { t } = useTranslation('common');
  const { language, languages, setLanguage } = useLanguage();
  return (
    <span className="lp-select-wrap">
      <select
        className="lp-select"
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
      </select>
      <ChevronDown aria-hidden="true" />
    </span>
  );
}
