import { BACKDROP_TILE_CLASSES } from './backdrop-tiles';

/** Poster-like tiles behind the hero (backdrop-tiles.ts), under a shade. */
export function HeroBackdrop() {
  return (
    <div className="lp-backdrop" aria-hidden="true">
      <div className="lp-backdrop-grid">
        {BACKDROP_TILE_CLASSES.map((tile) => (
          <div key={tile} className={`lp-backdrop-tile ${tile}`} />
        ))}
      </div>
      <div className="lp-backdrop-shade" />
    </div>
  );
}
