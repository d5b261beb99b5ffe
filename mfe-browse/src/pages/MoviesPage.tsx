import { useTranslation } from '@premieres/i18n';
import { PageSpinner } from '@premieres/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BrowsePage } from '../components/BrowsePage';
import { Rows } from '../components/Rows';
import { ROW_FETCH_LIMIT, useMovies } from '../hooks/useCatalog';
import { BROWSE_NS } from '../i18n';
import { moviesPageRows } from '../rows/pageRows';
import { SearchResults } from './SearchResults';

/** /movies: the rows, or search results when the header's search sent `?q=`. */
export function MoviesPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim();
  return query ? <SearchResults query={query} /> : <MovieRows />;
}

function MovieRows() {
  const { t } = useTranslation(BROWSE_NS);
  const { items, isLoading } = useMovies({ type: 'movie', limit: ROW_FETCH_LIMIT });
  const rows = useMemo(() => moviesPageRows(items), [items]);
  return (
    <BrowsePage title={t('movies.title')} intro={t('movies.intro')}>
      {isLoading ? <PageSpinner minHeight="40vh" /> : <Rows rows={rows} />}
    </BrowsePage>
  );
}
