import { useTranslation } from '@premieres/i18n';
import { Box, Heading } from '@premieres/ui';
import { usePagedMovies } from '../hooks/usePagedMovies';
import { BROWSE_NS } from '../i18n';
import { ALL_TITLES_QUERY, GRID_PAGE_SIZE } from '../rows/rowSources';
import { PagedTitleGrid } from './PagedTitleGrid';

/** Every title, A to Z, a page at a time: whatever no row shows is still reachable. */
export function AllTitlesGrid() {
  const { t } = useTranslation(BROWSE_NS);
  const grid = usePagedMovies(ALL_TITLES_QUERY, GRID_PAGE_SIZE);
  if (grid.isLoading || grid.items.length === 0) return null;
  const title = t('allTitles.title');
  return (
    <Box as="section" aria-label={title} px={{ base: '4', md: '8' }} mb="8">
      <Heading as="h2" size="lg" mb="3">
        {title}
      </Heading>
      <PagedTitleGrid grid={grid} />
    </Box>
  );
}
