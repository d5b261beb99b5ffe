// The content card's look as one static stylesheet. A row page draws about a hundred cards; with the
// UI kit's style props each card cost ~15 styled components serialized at run time, which was most
// of a member page's main-thread time (issue 12). Colours, radii and sizes are the theme's tokens
// (Chakra's CSS variables), so the card still follows the theme.

/**
 * A card's width in rem: phones, and from WIDE_SCREEN_REM up. A phone card holds its three 44 px
 * touch buttons side by side (3 × 44 px + gaps + padding = 148 px = 9.25rem), none cut off.
 */
export const CARD_REM = { narrow: 9.25, wide: 11 } as const;
export const WIDE_SCREEN_REM = 48;

/** The poster's drawn width for its srcset (variants, issue 28): the card's width. */
export const CARD_POSTER_SIZES = `(min-width: ${WIDE_SCREEN_REM}rem) ${CARD_REM.wide}rem, ${CARD_REM.narrow}rem`;

export const CONTENT_CARD_CSS = `
.bc-slot { position: relative; flex: 0 0 auto; width: ${CARD_REM.narrow}rem; }
@media (min-width: ${WIDE_SCREEN_REM}rem) { .bc-slot { width: ${CARD_REM.wide}rem; } }
.bc-card { position: relative; border-radius: var(--chakra-radii-md); overflow: hidden; background: var(--chakra-colors-bg-muted); transition: transform 0.2s; }
.bc-card:hover { transform: scale(1.03); }
.bc-link { display: block; color: inherit; text-decoration: none; }
/* A row's card (a grid's cards are as wide as their column) scrolled out of its row's view is neither laid out nor painted until it nears it: every
   poster in a row's scroll area was painted with the page (the seed's SVG posters are drawn on the
   main thread: 40-135 ms per frame at 4x CPU, issue 28). Its size while skipped is its drawn size
   (the poster's 2:3 box and the one-line title: margin 0.75rem + 1.25rem line), so nothing moves. */
.bc-slot .bc-link { content-visibility: auto; contain-intrinsic-block-size: auto ${CARD_REM.narrow * 1.5 + 2}rem; }
@media (min-width: ${WIDE_SCREEN_REM}rem) { .bc-slot .bc-link { contain-intrinsic-block-size: auto ${CARD_REM.wide * 1.5 + 2}rem; } }
/* Dims only when the page takes a while: nothing changes in the click's own frame (INP). */
.bc-link[aria-busy=true] .bc-poster { opacity: 0.6; transition: opacity 0.2s 0.3s; }
.bc-link:focus-visible { outline: 2px solid var(--chakra-colors-brand-focus-ring); outline-offset: -2px; }
.bc-poster { display: block; width: 100%; height: auto; aspect-ratio: 2 / 3; object-fit: cover; }
/* Spaced by margin, not padding: the clamped line's clip box ends at the line, so a long title's
   second line does not peek out under it (into the phone's buttons). */
.bc-title { margin: 0.375rem 0.5rem; padding: 0; font-size: var(--chakra-font-sizes-sm); line-height: 1.25rem; font-weight: 500; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 1; overflow: hidden; overflow-wrap: anywhere; }
.bc-badge { display: inline-flex; align-items: center; border-radius: var(--chakra-radii-l2); font-weight: 500; white-space: nowrap; user-select: none; font-variant-numeric: tabular-nums; }
.bc-new { position: absolute; top: 0.5rem; right: 0.5rem; pointer-events: none; font-size: 0.75rem; line-height: 1rem; min-height: 1.25rem; padding: 0 0.375rem; background: var(--chakra-colors-red-solid); color: var(--chakra-colors-red-contrast); }
.bc-trailer { position: absolute; top: 0.5rem; right: 0.5rem; pointer-events: none; gap: 0.25rem; font-size: 0.75rem; line-height: 1rem; min-height: 1.25rem; padding: 0 0.375rem; background: var(--chakra-colors-black-alpha-800); color: white; box-shadow: inset 0 0 0 1px var(--chakra-colors-white-alpha-600); }
.bc-trailer svg { width: 0.75rem; height: 0.75rem; }
/* The badges sit top-right: the poster's PREMIERES wordmark is top-left (poster-svg.ts), and a
   badge there covered it. Physical \`right\`: the poster's picture is not mirrored. Under NEW when
   both show: never over it. */
.bc-new + .bc-trailer { top: 2rem; }
.bc-overlay { position: absolute; inset-inline: 0; top: 0; aspect-ratio: 2 / 3; display: flex; flex-direction: column; justify-content: flex-end; padding: 0.5rem; background: linear-gradient(to top, var(--chakra-colors-black-alpha-900), transparent); opacity: 0; pointer-events: none; transition: opacity 0.2s; }
.bc-card:hover .bc-overlay, .bc-card:focus-within .bc-overlay { opacity: 1; }
.bc-actions { display: flex; gap: 0.25rem; margin-bottom: 0.25rem; width: fit-content; }
.bc-action { pointer-events: auto; display: inline-flex; align-items: center; justify-content: center; width: 2rem; height: 2rem; padding: 0; border-radius: 9999px; border: 1px solid var(--chakra-colors-gray-muted); background: transparent; color: white; cursor: pointer; transition: background 0.2s; }
.bc-action:hover { background: var(--chakra-colors-gray-subtle); }
.bc-action:focus-visible { outline: 2px solid var(--chakra-colors-gray-focus-ring); outline-offset: 2px; }
.bc-action svg { width: 1rem; height: 1rem; }
.bc-action[data-variant=solid] { border-color: transparent; background: var(--chakra-colors-gray-solid); color: var(--chakra-colors-gray-contrast); }
.bc-action[data-variant=solid]:hover { background: color-mix(in srgb, var(--chakra-colors-gray-solid) 90%, transparent); }
.bc-action[aria-pressed=true][data-liked] { color: var(--chakra-colors-brand-fg); }
.bc-meta { display: flex; flex-wrap: wrap; align-items: center; gap: 0.375rem; font-size: var(--chakra-font-sizes-xs); line-height: 1rem; color: white; }
.bc-rating { display: inline-flex; align-items: center; gap: 0.125rem; }
.bc-type { font-size: 0.625rem; line-height: 0.75rem; min-height: 1rem; padding: 0 0.25rem; box-shadow: inset 0 0 0 1px var(--chakra-colors-gray-muted); }
/* On touch screens (no hover) the buttons leave the poster and sit under the caption as visible 44 px
   controls, and the details stay hidden: a tap on the poster always opens the title. */
@media (hover: none) {
  .bc-overlay { position: static; aspect-ratio: auto; opacity: 1; background: none; padding: 0 0.25rem 0.25rem; }
  .bc-meta { display: none; }
  .bc-actions { width: 100%; justify-content: space-between; margin-bottom: 0; }
  .bc-action { min-width: 44px; min-height: 44px; }
}
`;
