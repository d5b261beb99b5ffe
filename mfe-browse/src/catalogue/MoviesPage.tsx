import { useTranslation } from '@premieres/i18n';
import { Navigate, useSearchParams } from 'react-router';
import { BROWSE_NS } from '../i18n';
import { BrowsePage } from '../layout/BrowsePage';
import { LearningRows } from '../learning/LearningRows';
import { ContinueWatchingRow } from '../resume/ContinueWatchingRow';
import { QueryRow } from '../rows/QueryRow';
import { MOVIES_PAGE_ROWS } from '../rows/rowSources';
import { useAfterIdle } from '../rows/useAfterIdle';
import { resultsPath } from '../search/search-paths';
import { AllTitlesGrid } from './AllTitlesGrid';

/** /movies: the rows and every title. An old search link (`/movies?q=`) goes to `/search?q=`. */
export function MoviesPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim();
  return query ? <Navigate replace to={resultsPath(query)} /> : <MovieRows />;
}

function MovieRows() {
  const { t } = useTranslation(BROWSE_NS);
  // Far below the first screen: drawn once the rows on screen have painted.
  const belowTheRows = useAfterIdle();
  return (
    <BrowsePage title={t('movies.title')} intro={t('movies.intro')}>
      <ContinueWatchingRow />
      {MOVIES_PAGE_ROWS.map((source) => (
        <QueryRow key={source.id} source={source} />
      ))}
      {/* Below the spec's rows: they arrive after the first paint, and move nothing above them. */}
      <LearningRows />
      {belowTheRows ? <AllTitlesGrid /> : null}
    </BrowsePage>
  );
}
