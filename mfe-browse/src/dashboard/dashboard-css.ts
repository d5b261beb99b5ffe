// /dashboard as one static stylesheet, drawn without the UI kit (issue 28): the kit's Container,
// Heading, Card and Button layouts in the theme's tokens. layout/first-paint.ts pictures the top of
// it box for box (DASHBOARD_CSS there): change both together.
import { WIDE_SCREEN_REM } from '../cards/content-card-css';

/** The kit's lg breakpoint: the header's full width, where its own Sign Out shows. */
const LARGE_SCREEN_REM = 64;

const HEADING = 'font-family: var(--chakra-fonts-heading); font-weight: var(--chakra-font-weights-semibold);';

export const DASHBOARD_CSS = `
.db-main { padding-bottom: 3rem; }
.db-box { position: relative; width: 100%; max-width: var(--chakra-sizes-6xl); margin-inline: auto; padding-inline: 1rem; }
.db-top { padding-top: 1.5rem; }
.db-top-row { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem; }
.db-greet { margin: 0; ${HEADING} font-size: var(--chakra-font-sizes-lg); line-height: 1.75rem; min-width: 0; flex-basis: 100%;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.db-greet[data-pending] { visibility: hidden; }
.db-top-acts { display: flex; align-items: center; gap: 0.5rem; }
.db-hero { margin-top: 1.5rem; padding-block: 3rem;
  background-image: linear-gradient(to right, var(--chakra-colors-brand-950), var(--chakra-colors-black-alpha-800), var(--chakra-colors-bg)); }
.db-hero-stack { display: flex; flex-direction: column; gap: 1rem; max-width: var(--chakra-sizes-2xl); }
.db-hero-title { margin: 0; ${HEADING} font-size: var(--chakra-font-sizes-2xl); line-height: 2rem; }
.db-hero-text { margin: 0; font-size: var(--chakra-font-sizes-lg); }
.db-acts { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
.db-rows { margin-top: 2rem; }
.db-more { margin-top: 2.5rem; }
.db-stats { display: grid; grid-template-columns: repeat(1, minmax(0, 1fr)); gap: 1rem; }
.db-stat-row { display: flex; align-items: center; gap: 0.75rem; }
.db-stat { padding: 1.5rem; border-radius: var(--chakra-radii-l3); background: var(--chakra-colors-bg-muted); color: var(--chakra-colors-fg); min-width: 0; overflow-wrap: break-word; }
.db-stat-icon { color: var(--chakra-colors-brand-fg); }
.db-stat-icon > svg { display: block; }
.db-stat p { margin: 0; }
.db-stat-label { font-size: var(--chakra-font-sizes-sm); }
.db-stat-value { font-size: var(--chakra-font-sizes-xl); font-weight: var(--chakra-font-weights-bold); }
.db-h2 { margin: 2.5rem 0 1rem; ${HEADING} font-size: var(--chakra-font-sizes-lg); line-height: 1.75rem; }
.db-quick { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.75rem; }
.pk-btn.db-quick-link { height: auto; padding-block: 1.25rem; flex-direction: column; gap: 0.5rem; }
.db-out-main { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1rem; min-height: 60vh; padding-inline: 1rem; text-align: center; }
.db-out-main > h1 { margin: 0; ${HEADING} font-size: var(--chakra-font-sizes-2xl); line-height: 2rem; }
.db-out-main > p { margin: 0; }
@media (min-width: ${WIDE_SCREEN_REM}rem) {
  .db-box { padding-inline: 1.5rem; }
  .db-hero { padding-block: 5rem; }
  .db-hero-title { font-size: var(--chakra-font-sizes-4xl); line-height: 2.75rem; letter-spacing: -0.025em; }
  .db-stats { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .db-quick { grid-template-columns: repeat(4, minmax(0, 1fr)); }
}
@media (min-width: ${LARGE_SCREEN_REM}rem) {
  .db-box { padding-inline: 2rem; }
  .db-greet { flex-basis: auto; }
  .pk-btn.db-signout { display: none; }
}
`;
