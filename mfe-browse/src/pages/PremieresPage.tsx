import { useTranslation } from '@premieres/i18n';
import { PageSpinner } from '@premieres/ui';
import { useMemo } from 'react';
import { BrowsePage } from '../components/BrowsePage';
import { Rows } from '../components/Rows';
import { ROW_FETCH_LIMIT, useMovies } from '../hooks/useCatalog';
import { BROWSE_NS } from '../i18n';
import { premieresPageRows } from '../rows/pageRows';

export function PremieresPage() {
  const { t } = useTranslation(BROWSE_NS);
  const { items, isLoading } = useMovies({ type: 'tv', limit: ROW_FETCH_LIMIT });
  const rows = useMemo(() => premieresPageRows(items), [items]);
  return (
    <BrowsePage title={t('premieres.title')} intro={t('premieres.intro')}>
      {isLoading ? <PageSpinner minHeight="40vh" /> : <Rows rows={rows} />}
    </BrowsePage>
  );
}
