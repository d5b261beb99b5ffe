import { swapToPlaceholder } from '@premieres/ui/plain/placeholder';
import { Film } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * An episode's still (a frame of its video) at 16:9, or a plain placeholder until the episode has
 * one; `children` (the Play button) sit over its middle. Decorative: the episode's name is beside it.
 * Plain elements (detail-css.ts .ep-*).
 */
export function EpisodeStill({
  stillUrl,
  children,
}: {
  stillUrl: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <div className="ep-still">
      {stillUrl ? (
        <img
          src={stillUrl}
          alt=""
          loading="lazy"
          data-testid="episode-still"
          onError={(event) => swapToPlaceholder(event.currentTarget)}
        />
      ) : (
        <div className="ep-none" data-testid="episode-still-placeholder">
          <Film aria-hidden="true" />
        </div>
      )}
      <div className="ep-over">{children}</div>
    </div>
  );
}
