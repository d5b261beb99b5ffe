// The plans on /dashboard (PlansSection, PlanCard) as one static stylesheet, drawn without the UI
// kit (issue 28): the kit's Container, Card, Heading and grid in the theme's tokens.
import { WIDE_SCREEN_REM } from '../cards/content-card-css';

export const PLANS_CSS = `
.pl-section { position: relative; width: 100%; max-width: var(--chakra-sizes-6xl); margin: 3rem auto 0; padding-inline: 1rem; }
.pl-title { margin: 0; font-family: var(--chakra-fonts-heading); font-weight: var(--chakra-font-weights-semibold); font-size: var(--chakra-font-sizes-lg); line-height: 1.75rem; }
.pl-sub { margin: 0.25rem 0 1rem; }
.pl-grid { display: grid; grid-template-columns: repeat(1, minmax(0, 1fr)); gap: 1rem; }
.pl-card { position: relative; display: flex; flex-direction: column; min-width: 0; overflow-wrap: break-word; text-align: start;
  border: 1px solid var(--chakra-colors-border); border-radius: var(--chakra-radii-l3); background: var(--chakra-colors-bg-panel); color: var(--chakra-colors-fg); }
.pl-card[data-popular] { border-width: 2px; border-color: var(--chakra-colors-brand-solid); }
.pl-body { flex: 1; display: flex; flex-direction: column; gap: 1rem; padding: 1.5rem; }
.pl-head { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
.pl-head > h3 { margin: 0; font-family: var(--chakra-fonts-heading); font-weight: var(--chakra-font-weights-semibold); font-size: var(--chakra-font-sizes-lg); line-height: 1.75rem; }
.pl-price { margin: 0; font-size: var(--chakra-font-sizes-3xl); font-weight: var(--chakra-font-weights-bold); }
.pl-price > span { font-size: var(--chakra-font-sizes-md); }
.pl-features { display: flex; flex-direction: column; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.pl-features > li { display: flex; align-items: center; gap: 0.5rem; }
.pl-features svg { flex-shrink: 0; }
@media (min-width: ${WIDE_SCREEN_REM}rem) { .pl-section { padding-inline: 1.5rem; } .pl-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: 64rem) { .pl-section { padding-inline: 2rem; } }
`;
