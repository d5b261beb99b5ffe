// What browse's pages paint first (their route's `firstPaint`, contracts' first-paint.ts): the
// shell draws it in plain DOM from the page's early read, before React and the UI kit have run,
// and removes it once the page has drawn (usePageDrawn). So it must be the page's own first screen,
// box for box: the sizes below are those of browse-page-css.ts, content-card-css.ts and the UI kit's
// tokens, as literal values (the kit's CSS variables are not defined yet). e2e/tests/first-paint
// compares both pages' boxes. Data only: routes.ts declares it (page-routes.ts, which the App
// imports, does not: these texts in every language stay out of the App's code).
import type { FirstPaint, PaintNode } from '@premieres/contracts';
import { CARD_POSTER_SIZES, CARD_REM, WIDE_SCREEN_REM } from '../cards/content-card-css';
import { HERO_BACKDROP_BLUR, HERO_BACKDROP_SIZES } from '../detail/hero-backdrop';
import { browseEn } from '../i18n/browse.en';
import { browseHi } from '../i18n/browse.hi';
import { browseMl } from '../i18n/browse.ml';
import type { BrowseKey } from '../i18n/keys';
import {
  DASHBOARD_PAGE_PICTURES,
  DETAIL_PAGE_PICTURES,
  MOVIES_PAGE_PICTURES,
  MY_LIST_PAGE_MEMBER_READS,
  PREMIERES_PAGE_PICTURES,
  SEARCH_PAGE_PICTURES,
} from '../rows/preloads';
import {
  DASHBOARD_ROWS,
  FIRST_SCREEN_CARDS,
  MOVIES_PAGE_ROWS,
  PREMIERES_PAGE_ROWS,
} from '../rows/rowSources';

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

/**
 * A row's heading and its first cards, from a paged list read; `scope` 'movie': the list's items
 * are entries holding their title (My List's `{ movie, added_at }`).
 */
function firstRow(heading: BrowseKey, scope?: PaintNode['scope']): PaintNode {
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
            ...(scope ? { scope } : {}),
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

/**
 * The signed-in home (DashboardPage): the greeting's line (its name comes with the session: kept
 * empty, as the page keeps it hidden) and the sign-out button's place below lg, the hero with its
 * texts and two buttons (icon and label, so they wrap as the page's do), then the first row.
 */
const DASHBOARD_CSS = `.fp-dash{padding-bottom:3rem}
.fp-top{max-width:72rem;margin-inline:auto;padding:1.5rem 1rem 0;display:flex;flex-wrap:wrap;justify-content:space-between;gap:.75rem}
.fp-greet{flex-basis:100%;height:1.75rem}
.fp-out{height:2.25rem}
.fp-band{margin-top:1.5rem;padding-block:3rem;background:linear-gradient(to right,#490306,rgba(0,0,0,.8),#0b0b0f)}
.fp-band-in{max-width:72rem;margin-inline:auto;padding-inline:1rem}
.fp-band-stack{max-width:42rem;display:flex;flex-direction:column;gap:1rem}
.fp-band-h2{font-weight:600;font-size:1.5rem;line-height:2rem}
.fp-band-p{color:#b4b4be;font-size:1.125rem}
.fp-acts{display:flex;flex-wrap:wrap;gap:.75rem}
.fp-btn{display:inline-flex;align-items:center;gap:.75rem;height:2.75rem;padding-inline:1.25rem;border:1px solid transparent;border-radius:.25rem;font-weight:500;line-height:1.5rem;white-space:nowrap}
.fp-btn::before{content:'';width:1.25rem;height:1.25rem}
.fp-solid{background:#e50914;color:#fff}
.fp-line{border-color:#2c2c36}
.fp-rows{margin-top:2rem}
@media (min-width:48rem){.fp-top,.fp-band-in{padding-inline:1.5rem}.fp-band{padding-block:5rem}.fp-band-h2{font-size:2.25rem;line-height:2.75rem;letter-spacing:-.025em}}
@media (min-width:64rem){.fp-top,.fp-band-in{padding-inline:2rem}.fp-greet{flex-basis:auto}.fp-out{display:none}}
${ROW_CSS}`;

export const DASHBOARD_FIRST_PAINT: FirstPaint = {
  read: DASHBOARD_PAGE_PICTURES.read,
  css: DASHBOARD_CSS,
  root: {
    tag: 'main',
    className: 'fp-dash',
    children: [
      {
        tag: 'div',
        className: 'fp-top',
        children: [
          { tag: 'div', className: 'fp-greet' },
          { tag: 'div', className: 'fp-out' },
        ],
      },
      {
        tag: 'div',
        className: 'fp-band',
        children: [
          {
            tag: 'div',
            className: 'fp-band-in',
            children: [
              {
                tag: 'div',
                className: 'fp-band-stack',
                children: [
                  { tag: 'h2', className: 'fp-band-h2', text: translations('dashboard.heroTitle') },
                  { tag: 'p', className: 'fp-band-p', text: translations('dashboard.heroText') },
                  {
                    tag: 'div',
                    className: 'fp-acts',
                    children: [
                      {
                        tag: 'span',
                        className: 'fp-btn fp-solid',
                        text: translations('dashboard.startWatching'),
                      },
                      { tag: 'span', className: 'fp-btn fp-line', text: translations('dashboard.myList') },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        tag: 'div',
        className: 'fp-rows',
        children: [firstRow(DASHBOARD_ROWS[0]?.titleKey ?? 'dashboard.rows.trending')],
      },
    ],
  },
};

/**
 * The detail page's hero (ContentDetailPage): its blurred backdrop (the page's largest paint) and
 * the title's heading, in their places; the back button, badges and meta line hold theirs. What
 * comes from the title's other read (its languages line) and below is drawn by the page.
 */
const HERO_CSS = `.fp-hero{position:relative;min-height:60vh;overflow:hidden}
.fp-backdrop{position:absolute;inset:0;width:100%;height:100%;max-width:none;object-fit:cover;opacity:.45;filter:blur(${HERO_BACKDROP_BLUR});transform:scale(1.15)}
.fp-wash{position:absolute;inset:0;background:linear-gradient(to top,#0b0b0f,rgba(0,0,0,.48),transparent)}
.fp-inner{position:relative;max-width:72rem;margin-inline:auto;padding:1.5rem 1rem}
.fp-back{height:2.25rem}
.fp-stack{margin-top:4rem;max-width:48rem;display:flex;flex-direction:column;gap:1rem}
.fp-badges{height:1.25rem}
.fp-title{font-weight:600;font-size:1.875rem;line-height:2.375rem}
@media (min-width:48rem){.fp-hero{min-height:70vh}.fp-inner{padding:2.5rem 1.5rem}.fp-stack{margin-top:7rem}.fp-title{font-size:3rem;line-height:3.75rem;letter-spacing:-.025em}}
@media (min-width:64rem){.fp-inner{padding-inline:2rem}}`;

export const DETAIL_FIRST_PAINT: FirstPaint = {
  read: DETAIL_PAGE_PICTURES.read,
  css: HERO_CSS,
  root: {
    tag: 'main',
    children: [
      {
        tag: 'div',
        className: 'fp-hero',
        children: [
          { tag: 'img', className: 'fp-backdrop', picture: { sizes: HERO_BACKDROP_SIZES } },
          { tag: 'div', className: 'fp-wash' },
          {
            tag: 'div',
            className: 'fp-inner',
            children: [
              { tag: 'div', className: 'fp-back' },
              {
                tag: 'div',
                className: 'fp-stack',
                children: [
                  { tag: 'div', className: 'fp-badges' },
                  { tag: 'h1', className: 'fp-title', field: 'title' },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
};

/**
 * The search page with a query (SearchPage): its title with the query, the results' count line
 * (held empty: the page writes it), the page's search box as a picture of it (a box with the
 * query's text, never a field: the layer is inert and hidden, so the member types only into the
 * page's own box), then the results grid's cards (PagedTitleGrid: 2, 4 or 6 columns).
 */
const SEARCH_CSS = `${BROWSE_PAGE_CSS}
.fp-held{height:1.5rem}
.fp-sbox{padding-inline:1rem;margin-bottom:1.5rem}
.fp-sform{display:flex;align-items:center;gap:.5rem;max-width:42rem}
.fp-sicon{flex:0 0 auto;width:1.5rem;height:1.5rem}
.fp-sinput{width:100%;min-width:0;height:2.75rem;padding-inline:1rem;border:1px solid #2c2c36;border-radius:.25rem;font-size:1rem;line-height:calc(2.75rem - 2px);white-space:nowrap;overflow:hidden}
.fp-sclear{flex:0 0 auto;width:2.5rem;height:2.5rem}
.fp-grid{padding-inline:1rem;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:1rem}
@media (hover:none){.fp-gcard::after{content:'';display:block;height:calc(44px + .25rem)}}
${WIDE}{.fp-held{height:1.75rem}.fp-sbox,.fp-grid{padding-inline:2rem}.fp-grid{grid-template-columns:repeat(4,minmax(0,1fr))}}
@media (min-width:64rem){.fp-grid{grid-template-columns:repeat(6,minmax(0,1fr))}}`;

/** The same text in every language: the page URL's query, as the page's box shows it. */
const QUERY_TEXT = { en: '{{query}}', hi: '{{query}}', ml: '{{query}}' };

export const SEARCH_FIRST_PAINT: FirstPaint = {
  read: SEARCH_PAGE_PICTURES.read,
  css: SEARCH_CSS,
  root: {
    tag: 'main',
    className: 'fp-main',
    children: [
      {
        tag: 'div',
        className: 'fp-intro',
        children: [
          { tag: 'h1', className: 'fp-h1', text: translations('search.title'), fill: { query: 'q' } },
          { tag: 'p', className: 'fp-lead fp-held' },
        ],
      },
      {
        tag: 'div',
        className: 'fp-sbox',
        children: [
          {
            tag: 'div',
            className: 'fp-sform',
            children: [
              { tag: 'span', className: 'fp-sicon' },
              { tag: 'div', className: 'fp-sinput', text: QUERY_TEXT, fill: { query: 'q' } },
              { tag: 'span', className: 'fp-sclear' },
            ],
          },
        ],
      },
      {
        tag: 'section',
        className: 'fp-grid',
        each: ROW_CARDS,
        eager: FIRST_SCREEN_CARDS,
        children: [
          {
            tag: 'div',
            className: 'fp-card fp-gcard',
            children: [
              { tag: 'img', className: 'fp-poster', picture: { sizes: CARD_POSTER_SIZES } },
              { tag: 'p', className: 'fp-name', field: 'title' },
            ],
          },
        ],
      },
    ],
  },
};

/**
 * My List (MyListPage), from the member's own read of it: the title, then its first row (Recently
 * Added, newest first as the API answers); an empty list paints the page's empty state (its icon's
 * place, heading, text and two links' boxes), the largest paint of a new member's list.
 */
const MY_LIST_CSS = `${BROWSE_PAGE_CSS}
.fp-empty{display:flex;flex-direction:column;align-items:center;text-align:center;gap:1rem;padding:4rem 1rem}
.fp-eicon{width:56px;height:56px}
.fp-eh2{font-size:1.5rem;line-height:2.25rem;font-weight:700}
.fp-ep{color:#b4b4be}
.fp-eacts{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:.75rem}
.fp-ebtn{display:flex;align-items:center;height:2.5rem;padding-inline:1rem;border:1px solid transparent;border-radius:.25rem;font-size:.875rem;line-height:1.25rem;font-weight:500;white-space:nowrap}
.fp-esolid{background:#e50914;color:#fff}
.fp-eline{border-color:#27272a;color:#e4e4e7}`;

const myListFrame = (content: PaintNode): PaintNode => ({
  tag: 'main',
  className: 'fp-main',
  children: [
    {
      tag: 'div',
      className: 'fp-intro',
      children: [{ tag: 'h1', className: 'fp-h1', text: translations('myList.title') }],
    },
    content,
  ],
});

export const MY_LIST_FIRST_PAINT: FirstPaint = {
  read: MY_LIST_PAGE_MEMBER_READS[0] ?? '',
  css: MY_LIST_CSS,
  root: myListFrame(firstRow('myList.rows.recentlyAdded', 'movie')),
  empty: myListFrame({
    tag: 'div',
    className: 'fp-empty',
    children: [
      { tag: 'div', className: 'fp-eicon' },
      { tag: 'h2', className: 'fp-eh2', text: translations('myList.emptyTitle') },
      { tag: 'p', className: 'fp-ep', text: translations('myList.emptyText') },
      {
        tag: 'div',
        className: 'fp-eacts',
        children: [
          { tag: 'span', className: 'fp-ebtn fp-esolid', text: translations('myList.browseMovies') },
          { tag: 'span', className: 'fp-ebtn fp-eline', text: translations('myList.browsePremieres') },
        ],
      },
    ],
  }),
};

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
  '/dashboard': DASHBOARD_FIRST_PAINT,
  '/search': SEARCH_FIRST_PAINT,
  '/my-list': MY_LIST_FIRST_PAINT,
  '/content/:id': DETAIL_FIRST_PAINT,
  '/movie/:id': DETAIL_FIRST_PAINT,
};
