import { useTranslation } from '@premieres/i18n';
import { BrowsePage } from '../components/BrowsePage';
import { QueryRow } from '../components/QueryRow';
import { BROWSE_NS } from '../i18n';
import { PREMIERES_PAGE_ROWS } from '../rows/rowSources';

export function PremieresPage() {
  const { t } = useTranslation(BROWSE_NS);
  return (
    <BrowsePage title={t('premieres.title')} intro={t('premieres.intro')}>
      {PREMIERES_PAGE_ROWS.map((source) => (
        <QueryRow key={source.id} source={source} />
      ))}
    </BrowsePage>
  );
}
