import type { MovieDisplay } from '@premieres/contracts';
import { ROW_SCROLL_STEP } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memo, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { CardView } from '../cards/ContentCard';
import { CARD_REM, WIDE_SCREEN_REM } from '../cards/content-card-css';
import { BROWSE_NS } from '../i18n';
import { BrowsePageStyles } from '../layout/BrowsePageStyles';
import { useLibrary } from '../my-list/useLibrary';
import { FIRST_SCREEN_CARDS } from './rowSources';
import { useAfterIdle } from './useAfterIdle';
import { useAutoHideScrollbar } from './useAutoHideScrollbar';

export interface ContentRowProps {
  title: string;
  items: readonly MovieDisplay[];
  /** Called when the row is scrolled to within one step of its end (load the next page). */
  onNearEnd?: () => void;
  /** Drawn over and under each card (Continue Watching: its progress bar and remove button). */
  cardExtra?: (movie: MovieDisplay) => ReactNode;
}

/** The row's gap and side padding (Chakra spacing 3, and 4 / 8 from md), in rem. */
const GAP_REM = 0.75;
const PADDING_REM = { narrow: 1, wide: 2 } as const;

/**
 * The cards a row shows at once on a screen this wide, the one peeking in included: drawn first,
 * the rest of the row when the page is idle (a phone draws 4 per row, not the 11 of a 1920 px
 * screen: issue 12, the first paint's main-thread time).
 */
export function cardsOnScreen(widthPx: number, remPx = 16): number {
  const size = widthPx >= WIDE_SCREEN_REM * remPx ? 'wide' : 'narrow';
  const perCard = (CARD_REM[size] + GAP_REM) * remPx;
  return Math.max(1, Math.ceil((widthPx - PADDING_REM[size] * remPx) / perCard) + 1);
}

const firstPaintCards = () => cardsOnScreen(window.innerWidth);

/** A titled, horizontally scrolling row of cards; arrows move it by ROW_SCROLL_STEP px. */
export function ContentRow({ title, items, onNearEnd, cardExtra }: ContentRowProps) {
  const { t } = useTranslation(BROWSE_NS);
  const scroller = useRef<HTMLDivElement>(null);
  const scrollbar = useAutoHideScrollbar();
  const { visible } = scrollbar;
  const [firstCards] = useState(firstPaintCards);
  const drawn = useAfterIdle() ? items.length : Math.min(items.length, firstCards);
  // Which arrows make sense: none points past an end (the left one is hidden at the start).
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });
  const measure = useCallback(() => {
    const row = scroller.current;
    if (!row) return;
    const atStart = row.scrollLeft <= 1;
    const atEnd = row.scrollLeft + row.clientWidth >= row.scrollWidth - 1;
    setEnds((old) => (old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd }));
  }, []);
  // After the paint, not before it: measuring in a layout effect forced the page's first layout
  // inside React's commit and drew every row twice before the first paint (issue 12).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the cards change
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, drawn]);
  const onScroll = () => {
    scrollbar.onScroll();
    measure();
    const row = scroller.current;
    if (onNearEnd && row && row.scrollLeft + row.clientWidth >= row.scrollWidth - ROW_SCROLL_STEP)
      onNearEnd();
  };
  const scroll = (direction: -1 | 1) =>
    scroller.current?.scrollBy({ left: direction * ROW_SCROLL_STEP, behavior: 'smooth' });

  if (items.length === 0) return null;
  return (
    <section aria-label={title} className="br-row">
      <BrowsePageStyles />
      <h2 className="br-title">{title}</h2>
      <div
        ref={scroller}
        className="br-scroller"
        data-testid="row-scroller"
        data-scrollbar={visible ? 'visible' : 'hidden'}
        onScroll={onScroll}
      >
        <RowCards items={items} drawn={drawn} cardExtra={cardExtra} />
      </div>
      {ends.atStart ? null : (
        <RowArrow side="left" label={t('row.scrollLeft', { title })} onClick={() => scroll(-1)} />
      )}
      {ends.atEnd ? null : (
        <RowArrow side="right" label={t('row.scrollRight', { title })} onClick={() => scroll(1)} />
      )}
    </section>
  );
}

/**
 * The row's cards, memoized: scrolling changes the row's arrows and scrollbar, never its cards, so
 * a scroll (or a click that scrolls the card into view first) does not re-render a hundred cards
 * (issue 12: 48 ms at 4x CPU ahead of a card's click).
 */
const RowCards = memo(function RowCards({
  items,
  drawn,
  cardExtra,
}: {
  items: readonly MovieDisplay[];
  drawn: number;
  cardExtra?: (movie: MovieDisplay) => ReactNode;
}) {
  // The member's lists, read once for the row's cards.
  const library = useLibrary();
  return items.slice(0, drawn).map((movie, index) => (
    <div key={movie.id} className="bc-slot">
      <CardView
        movie={movie}
        priority={index < FIRST_SCREEN_CARDS}
        inList={library.isInList(movie.id)}
        liked={library.isLiked(movie.id)}
        actions={library.actions}
      />
      {cardExtra?.(movie)}
    </div>
  ));
});

function RowArrow({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="br-arrow"
      data-side={side}
      data-row-arrow=""
      aria-label={label}
      onClick={onClick}
    >
      {side === 'left' ? <ChevronLeft aria-hidden /> : <ChevronRight aria-hidden />}
    </button>
  );
}
