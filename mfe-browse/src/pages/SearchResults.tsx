import { useTranslation } from '@premieres/i18n';
import { Box, PageSpinner } from '@premieres/ui';
import { BrowsePage } from '../components/BrowsePage';
import { GRID_PAGE_SIZE, PagedTitleGrid } from '../components/PagedTitleGrid';
import { usePagedMovies } from '../hooks/usePagedMovies';
import { BROWSE_NS } from '../i18n';

/** Titles whose title, cast, director or genre match, best match first (the API ranks and pages). */
export function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation(BROWSE_NS);
  const results = usePagedMovies({ q: query }, GRID_PAGE_SIZE);
  const summary = results.total > 0 ? t('search.count', { count: results.total }) : t('search.none');
  return (
    <BrowsePage title={t('search.title', { query })} intro={results.isLoading ? undefined : summary}>
      {results.isLoading ? (
        <PageSpinner minHeight="40vh" />
      ) : (
        <Box px={{ base: '4', md: '8' }}>
          <PagedTitleGrid grid={results} />
        </Box>
      )}
    </BrowsePage>
  );
}
