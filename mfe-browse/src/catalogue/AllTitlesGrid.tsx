import type { MediaLanguage } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { useState } from 'react';
import { BROWSE_NS } from '../i18n';
import { LanguageFilter } from '../languages/LanguageFilter';
import { BrowsePageStyles } from '../layout/BrowsePageStyles';
import { useSlicedReady } from '../layout/sliced-render';
import { ALL_TITLES_QUERY, GRID_PAGE_SIZE } from '../rows/rowSources';
import { PagedTitleGrid } from './PagedTitleGrid';
import { usePagedMovies } from './usePagedMovies';

/** Every title, A to Z, a page at a time: whatever no row shows is still reachable. */
export function AllTitlesGrid() {
  const { t } = useTranslation(BROWSE_NS);
  const [language, setLanguage] = useState<MediaLanguage | ''>('');
  const grid = usePagedMovies(
    language ? { ...ALL_TITLES_QUERY, language } : ALL_TITLES_QUERY,
    GRID_PAGE_SIZE,
  );
  // Drawn in slices when the first page arrives, not in the answer's task (issue 28: 24 cards).
  const drawn = useSlicedReady(!grid.isLoading && grid.items.length > 0);
  if (!language && !drawn) return null;
  const title = t('allTitles.title');
  return (
    <section aria-label={title} className="br-frame">
      <BrowsePageStyles />
      <div className="bt-head">
        <h2 className="br-heading">{title}</h2>
        <LanguageFilter value={language} onChange={setLanguage} />
      </div>
      {language && !grid.isLoading && grid.items.length === 0 ? (
        <p className="pk-muted bt-none">{t('languages.none')}</p>
      ) : (
        <PagedTitleGrid grid={grid} />
      )}
    </section>
  );
}
