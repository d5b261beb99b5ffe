import { useTranslation } from '@premieres/i18n';
import { Button, SimpleGrid, Stack, Text } from '@premieres/ui';
import { CardView } from '../cards/ContentCard';
import { BROWSE_NS } from '../i18n';
import { useLibrary } from '../my-list/useLibrary';
import type { usePagedMovies } from './usePagedMovies';

export { GRID_PAGE_SIZE } from '../rows/rowSources';

/**
 * A grid of cards from a paged query, with 'Showing n of total' and Show more while more remain.
 * `priorityCards`: how many first cards are on screen at once (the page's largest paint): their
 * posters load at once and first, the others when scrolled near.
 */
export function PagedTitleGrid({
  grid,
  priorityCards = 0,
}: {
  grid: ReturnType<typeof usePagedMovies>;
  priorityCards?: number;
}) {
  const { t } = useTranslation(BROWSE_NS);
  // The member's lists, read once for the grid's cards.
  const library = useLibrary();
  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4, lg: 6 }} gap="4">
        {grid.items.map((movie, index) => (
          <li key={movie.id}>
            <CardView
              movie={movie}
              priority={index < priorityCards}
              inList={library.isInList(movie.id)}
              liked={library.isLiked(movie.id)}
              actions={library.actions}
            />
          </li>
        ))}
      </SimpleGrid>
      {grid.hasMore ? (
        <Stack align="center" mt="6" gap="3">
          <Text color="fg.muted" aria-live="polite">
            {t('allTitles.shown', { shown: grid.items.length, total: grid.total })}
          </Text>
          <Button variant="outline" onClick={grid.loadMore} loading={grid.isLoadingMore}>
            {t('allTitles.more')}
          </Button>
        </Stack>
      ) : null}
    </>
  );
}
