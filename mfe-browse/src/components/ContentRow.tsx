import type { MovieDisplay } from '@premieres/contracts';
import { ROW_SCROLL_STEP } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Box, Flex, Heading, IconButton } from '@premieres/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memo, type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useAfterIdle } from '../hooks/useAfterIdle';
import { useAutoHideScrollbar } from '../hooks/useAutoHideScrollbar';
import { BROWSE_NS } from '../i18n';
import { FIRST_SCREEN_CARDS } from '../rows/rowSources';
import { ContentCard } from './ContentCard';

export interface ContentRowProps {
  title: string;
  items: readonly MovieDisplay[];
  /** Called when the row is scrolled to within one step of its end (load the next page). */
  onNearEnd?: () => void;
  /** Drawn over and under each card (Continue Watching: its progress bar and remove button). */
  cardExtra?: (movie: MovieDisplay) => ReactNode;
}

/** Cards a 1920 px screen shows at once: drawn first, the rest of the row when the page is idle. */
const FIRST_PAINT_CARDS = 11;

/** A titled, horizontally scrolling row of cards; arrows move it by ROW_SCROLL_STEP px. */
export function ContentRow({ title, items, onNearEnd, cardExtra }: ContentRowProps) {
  const { t } = useTranslation(BROWSE_NS);
  const scroller = useRef<HTMLDivElement>(null);
  const scrollbar = useAutoHideScrollbar();
  const { visible } = scrollbar;
  const drawn = useAfterIdle() ? items.length : Math.min(items.length, FIRST_PAINT_CARDS);
  // Which arrows make sense: none points past an end (the left one is hidden at the start).
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });
  const measure = useCallback(() => {
    const row = scroller.current;
    if (!row) return;
    const atStart = row.scrollLeft <= 1;
    const atEnd = row.scrollLeft + row.clientWidth >= row.scrollWidth - 1;
    setEnds((old) => (old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd }));
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the cards change
  useLayoutEffect(() => {
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
    <Box
      as="section"
      aria-label={title}
      position="relative"
      mb="8"
      css={{ '&:hover [data-row-arrow], & [data-row-arrow]:focus-visible': { opacity: 1 } }}
    >
      <Heading as="h2" size="lg" mb="3" px={{ base: '4', md: '8' }}>
        {title}
      </Heading>
      <Flex
        ref={scroller}
        data-testid="row-scroller"
        data-scrollbar={visible ? 'visible' : 'hidden'}
        onScroll={onScroll}
        gap="3"
        px={{ base: '4', md: '8' }}
        pb="2"
        overflowX="auto"
        overflowY="hidden"
        scrollbarWidth={visible ? 'thin' : 'none'}
        css={{ '&[data-scrollbar=hidden]::-webkit-scrollbar': { display: 'none' } }}
      >
        <RowCards items={items} drawn={drawn} cardExtra={cardExtra} />
      </Flex>
      {ends.atStart ? null : (
        <RowArrow side="left" label={t('row.scrollLeft', { title })} onClick={() => scroll(-1)} />
      )}
      {ends.atEnd ? null : (
        <RowArrow side="right" label={t('row.scrollRight', { title })} onClick={() => scroll(1)} />
      )}
    </Box>
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
  return items.slice(0, drawn).map((movie, index) => (
    <div key={movie.id} className="bc-slot">
      <ContentCard movie={movie} priority={index < FIRST_SCREEN_CARDS} />
      {cardExtra?.(movie)}
    </div>
  ));
});

function RowArrow({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      position="absolute"
      top="50%"
      {...{ [side]: '1' }}
      zIndex="1"
      variant="solid"
      colorPalette="gray"
      rounded="full"
      size="sm"
      data-row-arrow=""
      opacity={{ base: 0.8, md: 0 }}
    >
      {side === 'left' ? <ChevronLeft /> : <ChevronRight />}
    </IconButton>
  );
}
