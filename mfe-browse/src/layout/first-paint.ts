// What browse's pages paint first (their route's `firstPaint`, contracts' first-paint.ts): the
// shell draws it in plain DOM from the page's early read, before React and the UI kit have run,
// and removes it once the page has drawn (usePageDrawn). So it must be the page's own first screen,
// box for box: the sizes below are those of browse-page-css.ts, content-card-css.ts and the UI kit's
// tokens, as literal values (the kit's CSS variables are not defined yet). e2e/tests/first-paint
// compares both pages' boxes. Data only: routes.ts declares it (page-routes.ts, which the App
// imports, does not: these texts in every language stay out of the App's code).
import type { FirstPaint, PaintNode } from '@premieres/contracts';
import { CARD_POSTER_SIZES, CARD_REM, WIDE_SCREEN_REM } from '../cards/content-card-css';
import { browseEn } from '../i18n/browse.en';
import { browseHi } from '../i18n/browse.hi';
import { browseMl } from '../i18n/browse.ml';
import type { BrowseKey } from '../i18n/keys';
import { MOVIES_PAGE_PICTURES, PREMIERES_PAGE_PICTURES } from '../rows/preloads';
import { FIRST_SCREEN_CARDS, MOVIES_PAGE_ROWS, PREMIERES_PAGE_ROWS } from '../rows/rowSources';

/** A browse string in every language, for the shell to draw in the page's. */
export function translations(key: BrowseKey): Record<string, string> {
  const lookup = (strings: object) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);
  const texts: Record<string, string> = {};
  for (const [language, strings] of Object.entries({ en: browseEn, hi: browseHi, ml: browseMl })) {
    const text = lookup(strings);
    if (typeof text === 'string') texts[language] = text;
  }
  return texts;
}

/** A row's cards drawn at most (a 1920 px screen's row, the one peeking in included). */
const ROW_CARDS = 12;

const WIDE = `@media (min-width:${WIDE_SCREEN_REM}rem)`;

/** The row (browse-page-css .br-*) and its cards (content-card-css .bc-*), without their controls. */
const ROW_CSS = `.fp-h2{margin-bottom:.75rem;padding-inline:1rem;font-weight:600;font-size:1.125rem;line-height:1.75rem}
.fp-row{display:flex;gap:.75rem;padding:0 1rem .5rem;overflow:hidden}
.fp-slot{flex:0 0 auto;width:${CARD_REM.narrow}rem}
.fp-card{border-radius:.375rem;overflow:hidden;background:#1a1a22}
.fp-poster{width:100%;height:auto;aspect-ratio:2/3;object-fit:cover}
.fp-name{margin:.375rem .5rem;font-size:.875rem;line-height:1.25rem;font-weight:500;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:1;overflow:hidden;overflow-wrap:anywhere}
${WIDE}{.fp-h2,.fp-row{padding-inline:2rem}.fp-slot{width:${CARD_REM.wide}rem}}`;

/** A row's heading and its first cards, from a paged list read. */
function firstRow(heading: BrowseKey): PaintNode {
  return {
    tag: 'section',
    children: [
      { tag: 'h2', className: 'fp-h2', text: translations(heading) },
      {
        tag: 'div',
        className: 'fp-row',
        each: ROW_CARDS,
        eager: FIRST_SCREEN_CARDS,
        children: [
          {
            tag: 'div',
            className: 'fp-slot',
            children: [
              {
                tag: 'div',
                className: 'fp-card',
                children: [
                  { tag: 'img', className: 'fp-poster', picture: { sizes: CARD_POSTER_SIZES } },
                  { tag: 'p', className: 'fp-name', field: 'title' },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

/** BrowsePage's frame (browse-page-css .bp-*): title, intro, then the first row. */
const BROWSE_PAGE_CSS = `.fp-main{padding-block:1.5rem}
.fp-intro{padding-inline:1rem;margin-bottom:2rem}
.fp-h1{font-weight:600;font-size:1.5rem;line-height:2rem}
.fp-lead{margin-top:.5rem;color:#b4b4be;font-size:1rem;line-height:1.5rem}
${WIDE}{.fp-main{padding-block:2.5rem}.fp-intro{padding-inline:2rem}.fp-h1{font-size:2.25rem;line-height:2.75rem;letter-spacing:-.025em}.fp-lead{font-size:1.125rem;line-height:1.75rem}}
${ROW_CSS}`;

/** A BrowsePage with a title, an intro and rows: /movies, /premieres. */
export function rowsPageFirstPaint(
  read: string,
  page: { title: BrowseKey; intro: BrowseKey; firstRow: BrowseKey },
): FirstPaint {
  return {
    read,
    css: BROWSE_PAGE_CSS,
    root: {
      tag: 'main',
      className: 'fp-main',
      children: [
        {
          tag: 'div',
          className: 'fp-intro',
          children: [
            { tag: 'h1', className: 'fp-h1', text: translations(page.title) },
            { tag: 'p', className: 'fp-lead', text: translations(page.intro) },
          ],
        },
        firstRow(page.firstRow),
      ],
    },
  };
}

/** Each page's first paint, by its path in page-routes.ts. */
export const FIRST_PAINTS: Readonly<Record<string, FirstPaint>> = {
  '/movies': rowsPageFirstPaint(MOVIES_PAGE_PICTURES.read, {
    title: 'movies.title',
    intro: 'movies.intro',
    firstRow: MOVIES_PAGE_ROWS[0]?.titleKey ?? 'movies.rows.trending',
  }),
  '/premieres': rowsPageFirstPaint(PREMIERES_PAGE_PICTURES.read, {
    title: 'premieres.title',
    intro: 'premieres.intro',
    firstRow: PREMIERES_PAGE_ROWS[0]?.titleKey ?? 'premieres.rows.tvShows',
  }),
};
