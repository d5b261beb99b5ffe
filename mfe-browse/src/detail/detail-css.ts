// The title's page (hero, facts, languages, resume, film status, episodes) as one static stylesheet,
// like the cards' and the rows' (issue 28: its sections were the member pages' most UI-kit-heavy,
// ~60 styled components serialized at run time before its first paint, and the kit itself loaded
// for them). Sizes and colours are the theme's tokens (Chakra's CSS variables); the boxes are those
// the kit drew, which the first paint (layout/first-paint.ts, HERO_CSS) pictures too.
import { WIDE_SCREEN_REM } from '../cards/content-card-css';
import { HERO_BACKDROP_BLUR } from './hero-backdrop';

const MD = `@media (min-width: ${WIDE_SCREEN_REM}rem)`;
const LG = '@media (min-width: 64rem)';
const SM = '@media (min-width: 30rem)';

export const DETAIL_CSS = `
.cd-hero { position: relative; min-height: 60vh; overflow: hidden; }
.cd-backdrop { position: absolute; inset: 0; display: block; width: 100%; height: 100%; max-width: none; object-fit: cover; opacity: 0.45; filter: blur(${HERO_BACKDROP_BLUR}); transform: scale(1.15); }
.cd-wash { position: absolute; inset: 0; background-image: linear-gradient(to top, var(--chakra-colors-bg), var(--chakra-colors-black-alpha-600), transparent); }
.cd-container { position: relative; width: 100%; max-width: 72rem; margin-inline: auto; padding-inline: 1rem; }
.cd-hero .cd-container { padding-block: 1.5rem; }
.cd-body { padding-block: 2.5rem; }
.cd-stack { display: flex; flex-direction: column; gap: 1rem; margin-top: 4rem; max-width: 48rem; }
.cd-row { display: flex; flex-direction: row; flex-wrap: wrap; align-items: center; }
.cd-badges { gap: 0.5rem; }
.cd-meta { gap: 1rem; color: var(--chakra-colors-fg-muted); }
.cd-rating { display: flex; align-items: center; gap: 0.25rem; }
.cd-rating > span { color: var(--chakra-colors-fg); }
.cd-actions { gap: 0.75rem; }
.cd-h1 { margin: 0; font-family: var(--chakra-fonts-heading); font-weight: var(--chakra-font-weights-semibold); font-size: var(--chakra-font-sizes-3xl); line-height: 2.375rem; }
.cd-h2 { margin: 0 0 0.75rem; font-family: var(--chakra-fonts-heading); font-weight: var(--chakra-font-weights-semibold); font-size: var(--chakra-font-sizes-lg); line-height: 1.75rem; }
.cd-text { margin: 0; }
.cd-lead { margin: 0; font-size: var(--chakra-font-sizes-md); }
.cd-muted { margin: 0; color: var(--chakra-colors-fg-muted); }
.cd-small { margin: 0; font-size: var(--chakra-font-sizes-sm); }
.cd-grid { display: grid; grid-template-columns: 1fr; gap: 2.5rem; }
.cd-sections { display: flex; flex-direction: column; gap: 2rem; }
.cd-chips { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
/* The badges at the kit's default size (sm: 0.375rem each side), as the page drew them with the kit. */
.cd-badges > .pk-badge, .cd-chips > .pk-badge { padding: 0 0.375rem; }
.cd-chips > .pk-badge[data-size=lg] { min-height: 1.75rem; padding: 0 0.625rem; font-size: var(--chakra-font-sizes-sm); line-height: 1.25rem; }
.cd-aside { align-self: start; padding: 1.5rem; border: 1px solid var(--chakra-colors-border); border-radius: var(--chakra-radii-lg); background: var(--chakra-colors-bg-panel); }
.cd-aside > .cd-h2 { margin-bottom: 1rem; }
.cd-facts { display: grid; grid-template-columns: auto 1fr; column-gap: 1rem; row-gap: 0.5rem; margin: 0; }
.cd-facts > dt { margin: 0; color: var(--chakra-colors-fg-muted); }
.cd-facts > dd { margin: 0; }
.cd-missing { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1rem; min-height: 60vh; padding-inline: 1rem; text-align: center; }
.cd-missing > h1 { margin: 0; font-family: var(--chakra-fonts-heading); font-weight: var(--chakra-font-weights-semibold); font-size: var(--chakra-font-sizes-2xl); line-height: 2rem; }
/* A thin bar (resume, film status, an episode's progress): its fill is the brand's. */
.cd-bar { height: 0.25rem; border-radius: var(--chakra-radii-full); background: var(--chakra-colors-white-alpha-300); overflow: hidden; }
.cd-bar > div { height: 100%; background: var(--chakra-colors-brand-solid); }
.cd-status { display: flex; flex-direction: column; gap: 0.25rem; max-width: 24rem; }
.cd-status > p { margin: 0; font-weight: var(--chakra-font-weights-medium); }
.cd-status .cd-bar > div { transition: width 0.5s; }
.cd-resume { display: flex; flex-direction: column; gap: 0.5rem; width: 100%; max-width: 28rem; }
.cd-resume-bar { display: flex; align-items: center; gap: 0.75rem; }
.cd-resume-bar > .cd-bar { flex: 1; height: 0.375rem; }
.cd-resume-bar > span { font-size: var(--chakra-font-sizes-sm); color: var(--chakra-colors-fg-muted); white-space: nowrap; }
/* Episodes (EpisodesSection): the season picker, then each episode's still, name and synopsis. */
.ep-head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 0.75rem; margin-bottom: 0.75rem; }
.ep-head > .cd-h2 { margin: 0; }
.ep-seasons { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
.ep-list { display: flex; flex-direction: column; gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.ep-item { padding: 0.75rem; border: 1px solid var(--chakra-colors-border); border-radius: var(--chakra-radii-md); background: var(--chakra-colors-bg-panel); }
.ep-item[data-current] { background: var(--chakra-colors-bg-emphasized); }
.ep-row { display: flex; align-items: flex-start; gap: 0.75rem; }
.ep-still { position: relative; flex-shrink: 0; width: 7rem; aspect-ratio: 16 / 9; border-radius: var(--chakra-radii-sm); overflow: hidden; background: var(--chakra-colors-bg-muted); }
.ep-still > img { display: block; width: 100%; height: 100%; max-width: none; object-fit: cover; }
.ep-none { display: flex; align-items: center; justify-content: center; height: 100%; color: var(--chakra-colors-fg-subtle); }
.ep-over { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; }
.ep-info { display: flex; flex-direction: column; gap: 0.25rem; flex: 1; min-width: 0; }
.ep-name { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
.ep-name > p:first-child { margin: 0; font-weight: var(--chakra-font-weights-semibold); }
.ep-info .cd-bar { background: var(--chakra-colors-bg-emphasized); }
${SM} { .ep-still { width: 10rem; } }
${MD} {
  .cd-hero { min-height: 70vh; }
  .cd-container { padding-inline: 1.5rem; }
  .cd-hero .cd-container { padding-block: 2.5rem; }
  .cd-stack { margin-top: 7rem; }
  .cd-h1 { font-size: var(--chakra-font-sizes-5xl); line-height: 3.75rem; letter-spacing: -0.025em; }
  .cd-lead { font-size: var(--chakra-font-sizes-lg); }
  .cd-grid { grid-template-columns: 2fr 1fr; }
}
${LG} { .cd-container { padding-inline: 2rem; } }
`;
