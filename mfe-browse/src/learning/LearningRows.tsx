import type { MovieDisplay } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { PageStyle } from '@premieres/ui/plain/PageStyle';
import { BROWSE_NS } from '../i18n';
import { useSlicedReady } from '../layout/sliced-render';
import { ContentRow } from '../rows/ContentRow';
import { useBecauseYouWatched, useTopTen } from './useLearningRows';

/** The spec's rank '#position' over the poster's top corner (the NEW badge has the other one). */
const RANK_CSS = `.br-rank { position: absolute; top: 0.375rem; inset-inline-end: 0.375rem; z-index: 1; padding: 0 0.5rem; border-radius: var(--chakra-radii-md); background: var(--chakra-colors-brand-solid, #e50914); color: #fff; font-weight: 800; font-size: 1.25rem; line-height: 1.75rem; pointer-events: none; }`;

/** Top 10 in India today, most played first, each card numbered; absent while nothing ranks. */
export function TopTenRow() {
  const { t } = useTranslation(BROWSE_NS);
  const entries = useTopTen();
  // Drawn in slices when its data arrives, not in the arriving answer's task (issue 28).
  const drawn = useSlicedReady(entries.length > 0);
  if (!drawn) return null;
  const rankOf = new Map(entries.map((entry) => [entry.movie.id, entry.rank]));
  return (
    <>
      <PageStyle name="mfe-browse-rank" css={RANK_CSS} />
      <ContentRow
        title={t('learning.topTen')}
        items={entries.map((entry) => entry.movie)}
        cardExtra={(movie: MovieDisplay) => (
          <span className="br-rank" data-testid="top-ten-rank">
            {t('learning.rank', { rank: rankOf.get(movie.id) })}
          </span>
        )}
      />
    </>
  );
}

/** "Because you watched {title}": absent until the profile has watched something with kin. */
export function BecauseYouWatchedRow() {
  const { t } = useTranslation(BROWSE_NS);
  const row = useBecauseYouWatched();
  const drawn = useSlicedReady(Boolean(row?.because) && (row?.items.length ?? 0) > 0);
  if (!drawn || !row?.because) return null;
  return (
    <ContentRow title={t('learning.becauseYouWatched', { title: row.because.title })} items={row.items} />
  );
}

/** Both rows, in the order the pages show them. */
export function LearningRows() {
  return (
    <>
      <TopTenRow />
      <BecauseYouWatchedRow />
    </>
  );
}
