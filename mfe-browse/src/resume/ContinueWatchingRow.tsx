import type { ContinueWatchingEntry } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { KitStyles } from '@premieres/ui/plain/PageStyle';
import { X } from 'lucide-react';
import { BROWSE_NS } from '../i18n';
import { useSlicedReady } from '../layout/sliced-render';
import { ContentRow } from '../rows/ContentRow';
import { resumeEpisodeCode } from './resumeState';
import { useContinueWatching } from './useContinueWatching';

/** The acting profile's started titles, newest first; hidden when there are none. */
export function ContinueWatchingRow() {
  const { t } = useTranslation(BROWSE_NS);
  const { entries, remove } = useContinueWatching();
  // Drawn in slices when its data arrives, not in the arriving answer's task (issue 28).
  const drawn = useSlicedReady(entries.length > 0);
  if (!drawn) return null;
  const byId = new Map(entries.map((entry) => [entry.movie.id, entry]));
  return (
    <ContentRow
      title={t('continueWatching.title')}
      items={entries.map((entry) => entry.movie)}
      cardExtra={(movie) => {
        const entry = byId.get(movie.id);
        return entry ? <CardProgress entry={entry} onRemove={() => remove(movie.id)} /> : null;
      }}
    />
  );
}

function CardProgress({ entry, onRemove }: { entry: ContinueWatchingEntry; onRemove: () => void }) {
  const { t } = useTranslation(BROWSE_NS);
  const percent = Math.round(entry.fraction * 100);
  const { title } = entry.movie;
  return (
    <>
      <KitStyles />
      {/* Always shown, not on hover only, so it works on touch screens. */}
      <button
        type="button"
        className="pk-btn cw-remove"
        data-size="xs"
        data-icon=""
        aria-label={t('continueWatching.remove', { title })}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </button>
      <div
        className="cw-bar"
        role="progressbar"
        aria-label={t('continueWatching.progress', { title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('continueWatching.watched', { percent })}
      >
        <div style={{ width: `${percent}%` }} />
      </div>
      {/* A series names the episode it resumes. */}
      {entry.episode ? (
        <p className="cw-episode" data-testid="continue-episode">
          {`${resumeEpisodeCode(entry.episode)} · ${entry.episode.title}`}
        </p>
      ) : null}
    </>
  );
}
