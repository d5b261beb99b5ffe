// The search page's box and results frame (SearchPage), static like the rows' (browse-page-css.ts):
// its first screen loads no UI kit (issue 28). The first paint (layout/first-paint.ts, SEARCH_CSS)
// pictures these boxes before the app runs: keep the two in step.
import { WIDE_SCREEN_REM } from '../cards/content-card-css';

export const SEARCH_PAGE_CSS = `
.sp-box { padding-inline: 1rem; margin-bottom: 1.5rem; }
.sp-form { display: flex; align-items: center; gap: 0.5rem; max-width: 42rem; margin: 0; }
.sp-icon { display: inline-flex; color: var(--chakra-colors-fg-muted); }
.sp-results { padding-inline: 1rem; }
@media (min-width: ${WIDE_SCREEN_REM}rem) { .sp-box, .sp-results { padding-inline: 2rem; } }
`;
