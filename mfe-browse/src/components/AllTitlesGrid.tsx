import { useTranslation } from '@premieres/i18n';
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@premieres/ui';
import { usePagedMovies } from '../hooks/usePagedMovies';
import { BROWSE_NS } from '../i18n';
import { ContentCard } from './ContentCard';

/** Titles per page of the grid. */
export const GRID_PAGE_SIZE = 24;

/** Every title, A to Z, a page at a time: whatever no row shows is still reachable. */
export function AllTitlesGrid() {
  const { t } = useTranslation(BROWSE_NS);
  const grid = usePagedMovies({ sort: 'title' }, GRID_PAGE_SIZE);
  if (grid.isLoading || grid.items.length === 0) return null;
  const title = t('allTitles.title');
  return (
    <Box as="section" aria-label={title} px={{ base: '4', md: '8' }} mb="8">
      <Heading as="h2" size="lg" mb="3">
        {title}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4, lg: 6 }} gap="4">
        {grid.items.map((movie) => (
          <li key={movie.id}>
            <ContentCard movie={movie} />
          </li>
        ))}
      </SimpleGrid>
      <Stack align="center" mt="6" gap="3">
        <Text color="fg.muted" aria-live="polite">
          {t('allTitles.shown', { shown: grid.items.length, total: grid.total })}
        </Text>
        {grid.hasMore ? (
          <Button variant="outline" onClick={grid.loadMore} loading={grid.isLoadingMore}>
            {t('allTitles.more')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
