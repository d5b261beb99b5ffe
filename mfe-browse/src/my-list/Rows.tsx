import { useTranslation } from '@premieres/i18n';
import { BROWSE_NS } from '../i18n';
import { ContentRow } from '../rows/ContentRow';
import type { RowSpec } from '../rows/pageRows';

export function Rows({ rows }: { rows: readonly RowSpec[] }) {
  const { t } = useTranslation(BROWSE_NS);
  return (
    <>
      {rows.map((row) => (
        <ContentRow key={row.id} title={t(row.titleKey)} items={row.items} />
      ))}
    </>
  );
}
