import { useTranslation } from '@premieres/i18n';
import { BROWSE_NS } from '../i18n';
import { BrowsePage } from '../layout/BrowsePage';
import { QueryRow } from '../rows/QueryRow';
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
