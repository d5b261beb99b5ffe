import { type MovieDisplay, PLACEHOLDER_IMAGE, posterSrcSet } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { PageStyle } from '@premieres/ui/plain/PageStyle';
import { swapToPlaceholder } from '@premieres/ui/plain/placeholder';
import { Check, Film, Heart, Play, Plus, Star } from 'lucide-react';
import { memo } from 'react';
import { DetailLink } from '../detail/DetailLink';
import { playSeriesFromCard } from '../episodes/playEpisode';
import { BROWSE_NS } from '../i18n';
import { type LibraryActions, useLibrary } from '../my-list/useLibrary';
import { playIntent, playsTrailer, requestPlayback } from '../play';
import { CARD_POSTER_SIZES, CONTENT_CARD_CSS } from './content-card-css';
import { genreText, lengthText, ratingText } from './movieMeta';

/** A card on its own: it reads the member's lists itself (a row reads them once for all its cards). */
export function ContentCard({ movie, priority = false }: { movie: MovieDisplay; priority?: boolean }) {
  const library = useLibrary();
  return (
    <CardView
      movie={movie}
      priority={priority}
      inList={library.isInList(movie.id)}
      liked={library.isLiked(movie.id)}
      actions={library.actions}
    />
  );
}

export interface CardViewProps {
  movie: MovieDisplay;
  priority?: boolean;
  inList: boolean;
  liked: boolean;
  /** The row's stable toggles (useLibrary().actions). */
  actions: LibraryActions;
}

/**
 * A title in a row: links to its page; hover or focus shows actions and details (spec §2 Content
 * cards). Plain elements and one stylesheet (content-card-css.ts): rows draw a hundred of these,
 * so the lists are read once per row (issue 28: two queries and a mutation per card were most of a
 * card's cost) and a card draws again only when its own title, list or like changes.
 */
export const CardView = memo(function CardView({
  movie,
  priority = false,
  inList,
  liked,
  actions,
}: CardViewProps) {
  const { t } = useTranslation(BROWSE_NS);
  const length = lengthText(movie, t);
  // No film: the card says its Play is the trailer, on the poster and on the button.
  const trailerOnly = playsTrailer(movie);
  const poster = movie.thumbnail || PLACEHOLDER_IMAGE;
  // An uploaded (raster) poster comes in WebP variants: the card's width, not the original file.
  const variants = posterSrcSet(poster, 'webp');

  return (
    <div className="bc-card" data-testid="content-card">
      {/* React keeps one copy of this sheet in <head>, however many cards there are. */}
      <PageStyle name="mfe-browse-content-card" css={CONTENT_CARD_CSS} />
      <DetailLink id={movie.id} className="bc-link">
        {/* Decorative: the title below names the link. On screen at once (priority): fetched
            early, not after the lazy-loading check (LCP). */}
        <img
          className="bc-poster"
          src={poster}
          srcSet={variants || undefined}
          sizes={variants ? CARD_POSTER_SIZES : undefined}
          alt=""
          width={2}
          height={3}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          onError={(event) => swapToPlaceholder(event.currentTarget)}
        />
        <p className="bc-title">{movie.title}</p>
      </DetailLink>
      {movie.isNew ? (
        // Lets a tap or click through to the poster's link.
        <span className="bc-badge bc-new">{t('badges.new')}</span>
      ) : null}
      {trailerOnly ? (
        <span className="bc-badge bc-trailer" data-testid="trailer-badge">
          <Film aria-hidden="true" />
          {t('badges.trailer')}
        </span>
      ) : null}
      {/* Over the picture only (same 2:3 poster box), shown on hover or keyboard focus. */}
      <div className="bc-overlay">
        <div className="bc-actions" data-card-actions="">
          <button
            type="button"
            className="bc-action"
            data-variant="solid"
            aria-label={t(trailerOnly ? 'card.playTrailer' : 'card.play', { title: movie.title })}
            data-trailer={trailerOnly ? '' : undefined}
            onClick={() => {
              if (trailerOnly) requestPlayback(movie, 'trailer');
              else if (movie.type === 'tv') void playSeriesFromCard(movie);
              else requestPlayback(movie, 'play');
            }}
            {...playIntent}
          >
            {trailerOnly ? <Film aria-hidden="true" /> : <Play aria-hidden="true" />}
          </button>
          <button
            type="button"
            className="bc-action"
            aria-label={t(inList ? 'card.removeFromList' : 'card.addToList', { title: movie.title })}
            aria-pressed={inList}
            onClick={() => actions.toggleList(movie)}
          >
            {inList ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
          </button>
          <button
            type="button"
            className="bc-action"
            data-liked={liked ? '' : undefined}
            aria-label={t(liked ? 'card.unlike' : 'card.like', { title: movie.title })}
            aria-pressed={liked}
            onClick={() => actions.toggleLike(movie)}
          >
            <Heart aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
          </button>
        </div>
        <div className="bc-meta" data-card-meta="">
          <span
            className="bc-rating"
            role="img"
            aria-label={t('meta.rating', { rating: ratingText(movie.rating) })}
          >
            <Star size="12" fill="gold" color="gold" aria-hidden="true" />
            <span>{ratingText(movie.rating)}</span>
          </span>
          <span className="bc-badge bc-type">
            {movie.type === 'tv' ? t('badges.tvLabel') : t('badges.movieLabel')}
          </span>
          {movie.genre ? <span>{genreText(movie.genre, t)}</span> : null}
          {movie.year ? <span>{movie.year}</span> : null}
          {length ? <span>{length}</span> : null}
        </div>
      </div>
    </div>
  );
});
