// The browse page's frame and its rows as one static stylesheet, like the cards' (content-card-css):
// a row page drew ~25 UI-kit components around its cards, each styled at run time, before its
// first paint (issue 12). Sizes and colours are the theme's tokens (Chakra's CSS variables).
import { CARD_REM, WIDE_SCREEN_REM } from '../cards/content-card-css';

/**
 * A row's drawn height in rem without the touch controls: its title (1.75rem line + 0.75rem) and
 * the scroller (a card: 2:3 poster and 2rem caption; 0.5rem padding under it).
 */
const rowRem = (card: number) => 1.75 + 0.75 + card * 1.5 + 2 + 0.5;
/** The touch screens' card controls under the caption: 44 px buttons and 0.25rem under them. */
const TOUCH_CONTROLS = '44px + 0.25rem';

export const BROWSE_PAGE_CSS = `
.bp-main { padding-block: 1.5rem; min-height: 70vh; }
.bp-intro { padding-inline: 1rem; margin-bottom: 2rem; }
.bp-title { margin: 0; font-family: var(--chakra-fonts-heading); font-weight: var(--chakra-font-weights-semibold); font-size: var(--chakra-font-sizes-2xl); line-height: 2rem; }
.bp-lead { margin: 0.5rem 0 0; color: var(--chakra-colors-fg-muted); font-size: var(--chakra-font-sizes-md); line-height: 1.5rem; }
.br-row { position: relative; margin-bottom: 2rem; }
/* A row below the screen is neither laid out nor painted until it nears it (issue 28: TBT; its
   posters were painted with the page), holding its drawn height meanwhile so nothing moves. */
.br-row { content-visibility: auto; contain-intrinsic-block-size: auto ${rowRem(CARD_REM.narrow)}rem; }
@media (hover: none) { .br-row { contain-intrinsic-block-size: auto calc(${rowRem(CARD_REM.narrow)}rem + ${TOUCH_CONTROLS}); } }
@media (min-width: ${WIDE_SCREEN_REM}rem) { .br-row { contain-intrinsic-block-size: auto ${rowRem(CARD_REM.wide)}rem; } }
@media (min-width: ${WIDE_SCREEN_REM}rem) and (hover: none) { .br-row { contain-intrinsic-block-size: auto calc(${rowRem(CARD_REM.wide)}rem + ${TOUCH_CONTROLS}); } }
.br-title { margin: 0 0 0.75rem; padding-inline: 1rem; font-family: var(--chakra-fonts-heading); font-weight: var(--chakra-font-weights-semibold); font-size: var(--chakra-font-sizes-lg); line-height: 1.75rem; }
.br-scroller { display: flex; gap: 0.75rem; padding: 0 1rem 0.5rem; overflow-x: auto; overflow-y: hidden; scrollbar-width: thin; }
.br-scroller[data-scrollbar=hidden] { scrollbar-width: none; }
.br-scroller[data-scrollbar=hidden]::-webkit-scrollbar { display: none; }
.br-arrow { position: absolute; top: 50%; z-index: 1; display: inline-flex; align-items: center; justify-content: center; width: 2.25rem; height: 2.25rem; padding: 0; border: 1px solid transparent; border-radius: 9999px; background: var(--chakra-colors-gray-solid); color: var(--chakra-colors-gray-contrast); cursor: pointer; opacity: 0.8; transition: opacity 0.2s, background 0.2s; }
.br-arrow[data-side=left] { left: 0.25rem; }
.br-arrow[data-side=right] { right: 0.25rem; }
.br-arrow:hover { background: color-mix(in srgb, var(--chakra-colors-gray-solid) 90%, transparent); }
.br-arrow:focus-visible { outline: 2px solid var(--chakra-colors-gray-focus-ring); outline-offset: 2px; opacity: 1; }
.br-arrow svg { width: 1rem; height: 1rem; }
@media (min-width: ${WIDE_SCREEN_REM}rem) {
  .bp-main { padding-block: 2.5rem; }
  .bp-intro, .br-title { padding-inline: 2rem; }
  .br-scroller { padding-inline: 2rem; }
  .bp-title { font-size: var(--chakra-font-sizes-4xl); line-height: 2.75rem; letter-spacing: -0.025em; }
  .bp-lead { font-size: var(--chakra-font-sizes-lg); line-height: 1.75rem; }
  .br-arrow { opacity: 0; }
}
.br-row:hover .br-arrow { opacity: 1; }
/* A row drawn by its query while it loads or failed (QueryRow), and the All Titles section. */
.br-frame { margin-bottom: 2rem; padding-inline: 1rem; }
.br-heading { margin: 0; font-family: var(--chakra-fonts-heading); font-weight: var(--chakra-font-weights-semibold); font-size: var(--chakra-font-sizes-lg); line-height: 1.75rem; }
.br-frame > .br-heading { margin-bottom: 0.75rem; }
.br-skeletons { display: flex; align-items: center; gap: 0.75rem; overflow: hidden; }
.pk-skeleton.br-skeleton { flex: 0 0 auto; width: 8rem; aspect-ratio: 2 / 3; border-radius: var(--chakra-radii-md); background: var(--chakra-colors-bg-emphasized); }
.br-failed { display: flex; align-items: center; gap: 1rem; }
.br-failed > p { margin: 0; }
.bt-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem; margin-bottom: 0.75rem; }
.pk-select.bt-filter { width: auto; min-width: 12rem; }
.bt-none { margin: 0; }
.bt-grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 1rem; margin: 0; padding: 0; list-style: none; }
.bt-more { display: flex; flex-direction: column; align-items: center; gap: 0.75rem; margin-top: 1.5rem; }
.bt-more > p { margin: 0; }
/* My List with nothing in it. */
.bl-empty { display: flex; flex-direction: column; align-items: center; gap: 1rem; padding: 4rem 1rem; text-align: center; }
.bl-empty > h2 { margin: 0; font-size: var(--chakra-font-sizes-2xl); font-weight: var(--chakra-font-weights-bold); }
.bl-empty > p { margin: 0; }
.bl-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.75rem; }
/* Continue Watching's parts on a card: remove, progress, the episode it resumes. */
.cw-remove.pk-btn { position: absolute; top: 0.25rem; inset-inline-end: 0.25rem; border-radius: 9999px; }
.cw-bar { height: 0.25rem; margin-top: 0.25rem; border-radius: 9999px; background: var(--chakra-colors-bg-emphasized); overflow: hidden; }
.cw-bar > div { height: 100%; background: var(--chakra-colors-brand-solid); }
.cw-episode { margin: 0.25rem 0 0; font-size: var(--chakra-font-sizes-xs); color: var(--chakra-colors-fg-muted); display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 1; overflow: hidden; text-overflow: ellipsis; }
@media (min-width: ${WIDE_SCREEN_REM}rem) {
  .br-frame { padding-inline: 2rem; }
  .pk-skeleton.br-skeleton { width: 11rem; }
  .bt-grid { grid-template-columns: repeat(4, minmax(0, 1fr)); }
}
@media (min-width: 64rem) { .bt-grid { grid-template-columns: repeat(6, minmax(0, 1fr)); } }
`;
