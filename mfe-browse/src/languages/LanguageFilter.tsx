import { MEDIA_LANGUAGE_CODES, type MediaLanguage } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { KitStyles } from '@premieres/ui/plain/PageStyle';
import { BROWSE_NS } from '../i18n';

/** 'Available in Hindi': the catalogue's server-side language filter ('' = every title). */
export function LanguageFilter({
  value,
  onChange,
}: {
  value: MediaLanguage | '';
  onChange: (language: MediaLanguage | '') => void;
}) {
  const { t } = useTranslation(BROWSE_NS);
  return (
    <>
      <KitStyles />
      <select
        className="pk-select bt-filter"
        data-size="sm"
        aria-label={t('languages.filter')}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value as MediaLanguage | '')}
        data-testid="language-filter"
      >
        <option value="">{t('languages.any')}</option>
        {MEDIA_LANGUAGE_CODES.map((code) => (
          <option key={code} value={code}>
            {t('languages.availableIn', { language: t(`languages.names.${code}`) })}
          </option>
        ))}
      </select>
    </>
  );
}
