import { useTranslation } from '@premieres/i18n';
import { KitStyles } from '@premieres/ui/plain/PageStyle';
import { usePagedMovies } from '../catalogue/usePagedMovies';
import { BROWSE_NS } from '../i18n';
import { BrowsePageStyles } from '../layout/BrowsePageStyles';
import { ContentRow } from './ContentRow';
import { ROW_PAGE_SIZE, type RowSource } from './rowSources';

/** A row filled by its own API query: a placeholder while loading, Retry on failure, hidden when empty. */
export function QueryRow({ source }: { source: RowSource }) {
  const { t } = useTranslation(BROWSE_NS);
  const title = t(source.titleKey);
  const row = usePagedMovies(source.query, ROW_PAGE_SIZE);
  if (row.isLoading) return <RowPlaceholder title={title} />;
  if (row.isError) return <RowFailed title={title} onRetry={row.retry} />;
  return <ContentRow title={title} items={row.items} onNearEnd={row.loadMore} />;
}

/** A placeholder is no landmark yet: only a row with titles (or its failure) is a named region. */
function RowFrame({
  title,
  region,
  children,
}: {
  title: string;
  region: boolean;
  children: React.ReactNode;
}) {
  const Frame = region ? 'section' : 'div';
  return (
    <Frame aria-label={region ? title : undefined} className="br-frame">
      <BrowsePageStyles />
      <h2 className="br-heading">{title}</h2>
      {children}
    </Frame>
  );
}

/** Keeps the row's height while it loads, so nothing below jumps when it arrives. */
function RowPlaceholder({ title }: { title: string }) {
  const { t } = useTranslation(BROWSE_NS);
  return (
    <RowFrame title={title} region={false}>
      <div className="br-skeletons" role="status" aria-label={t('loading')}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="pk-skeleton br-skeleton" />
        ))}
      </div>
    </RowFrame>
  );
}

function RowFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation(BROWSE_NS);
  return (
    <RowFrame title={title} region>
      <KitStyles />
      <div className="br-failed" role="alert">
        <p className="pk-muted">{t('rowFailed.message')}</p>
        <button type="button" className="pk-btn" data-size="sm" data-variant="outline" onClick={onRetry}>
          {t('rowFailed.retry')}
        </button>
      </div>
    </RowFrame>
  );
}
