import { useTranslation } from '@premieres/i18n';
import { KitStyles } from '@premieres/ui/plain/PageStyle';
import { CardView } from '../cards/ContentCard';
import { BROWSE_NS } from '../i18n';
import { BrowsePageStyles } from '../layout/BrowsePageStyles';
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
      <BrowsePageStyles />
      <ul className="bt-grid">
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
      </ul>
      {grid.hasMore ? (
        <div className="bt-more">
          <KitStyles />
          <p className="pk-muted" aria-live="polite">
            {t('allTitles.shown', { shown: grid.items.length, total: grid.total })}
          </p>
          <button
            type="button"
            className="pk-btn"
            data-variant="outline"
            onClick={grid.loadMore}
            disabled={grid.isLoadingMore}
            data-loading={grid.isLoadingMore ? '' : undefined}
          >
            {t('allTitles.more')}
          </button>
        </div>
      ) : null}
    </>
  );
}
