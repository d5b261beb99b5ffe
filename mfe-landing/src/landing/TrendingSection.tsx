import {
  PLACEHOLDER_IMAGE,
  resolveThumbnailUrl,
  TRENDING_MAX,
  type TrendingItem,
} from '@premieres/contracts';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrending } from '../hooks/useTrending';
import { LandingLink } from './navigation';

/** A broken thumbnail shows the placeholder (once: a broken placeholder must not loop). */
function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
}

function TrendingTile({ item }: { item: TrendingItem }) {
  const { t } = useTranslation('landing');
  return (
    <LandingLink to="/auth" data-testid="trending-tile" className="lp-tile">
      <div className="lp-tile-poster">
        <img
          src={resolveThumbnailUrl(item.thumbnail) || PLACEHOLDER_IMAGE}
          alt={item.title}
          loading="lazy"
          onError={showPlaceholder}
        />
      </div>
      {/* The rank beside the title, not over the picture: there it covered the poster's caption. */}
      <div className="lp-tile-caption">
        <span className="lp-tile-rank">{t('trending.rank', { position: item.trending_position })}</span>
        <span className="lp-tile-title">{item.title}</span>
      </div>
    </LandingLink>
  );
}

/** A full list's worth of empty tiles (the API answers at most TRENDING_MAX). */
const PLACEHOLDER_KEYS = Array.from({ length: TRENDING_MAX }, (_, index) => `placeholder-${index}`);

/** An empty tile of the same size, so the titles arriving later move nothing on the page. */
function TilePlaceholder() {
  return (
    <div className="lp-tile" aria-hidden="true" data-testid="trending-placeholder">
      <div className="lp-tile-poster" />
      <div className="lp-tile-caption">
        <span className="lp-tile-title">&nbsp;</span>
      </div>
    </div>
  );
}

/**
 * Trending Now: 2, 4 or 6 columns by width; absent when the API is absent or empty. While it has
 * not answered (and in the prerendered page) the full list's place is held, so nothing below it
 * shifts when the titles arrive (CLS, issue 12).
 */
export function TrendingSection() {
  const { t } = useTranslation('landing');
  const items = useTrending();
  if (items?.length === 0) return null;
  return (
    <section className="lp-section-sm" aria-labelledby="trending-title" data-testid="trending">
      <div className="lp-container lp-w-7xl">
        <h2 id="trending-title" className="lp-trending-title">
          {t('trending.title')}
        </h2>
        <div className="lp-grid-trending">
          {items
            ? items.map((item) => <TrendingTile key={item.id} item={item} />)
            : PLACEHOLDER_KEYS.map((key) => <TilePlaceholder key={key} />)}
        </div>
      </div>
    </section>
  );
}
