// The pages mfe-browse owns (spec §2 route table). routes.ts adds their first paints and is what
// the shell, the gateway and the release check learn them from (exposed as './routes', written to
// the build's routes.json); the App draws its pages from this lean table, without the first
// paints' texts in every language. Data only: nothing but plain data modules is imported.
import type { NavEntry, PreloadPictures, RouteDeclaration } from '@premieres/contracts';
import type { CommonKey } from '@premieres/i18n';

/** A page of this remote: its links' labels are keys of the common strings (a wrong one does not compile). */
export type Route = RouteDeclaration<CommonKey>;

import {
  DASHBOARD_PAGE_PICTURES,
  DASHBOARD_PAGE_READS,
  DETAIL_PAGE_PICTURES,
  DETAIL_PAGE_READS,
  MOVIES_PAGE_PICTURES,
  MOVIES_PAGE_READS,
  MY_LIST_PAGE_MEMBER_READS,
  PREMIERES_PAGE_PICTURES,
  PREMIERES_PAGE_READS,
  SEARCH_PAGE_PICTURES,
  SEARCH_PAGE_READS,
} from './rows/preloads';

/**
 * A member page draws its first screen without the shared UI kit (`uiKit: false`, issue 28: 54 KB of
 * Chakra less before it is interactive); a part that needs the kit loads it in a UiIsland.
 * `pageChunk`: the page's import() in App.tsx, whose files the gateway preloads with the page;
 * `preload`: the page's first catalogue reads, which the shell starts while this remote loads;
 * `preloadPictures`: the posters it paints first, asked for as soon as their read answers.
 */
const memberPage = (
  path: string,
  pageChunk: string,
  preload?: string[],
  preloadPictures?: PreloadPictures,
): Route => ({
  path,
  chrome: 'app',
  uiKit: false,
  access: 'anyone',
  pageChunk,
  ...(preload ? { preload } : {}),
  ...(preloadPictures ? { preloadPictures } : {}),
});

const DETAIL_PAGE_CHUNK = './ContentDetailPage';

/** A main page's links: the header's navigation and the drawer's, at one place in both. */
const mainLinks = (
  label: CommonKey,
  order: number,
  audience?: NavEntry['audience'],
): NavEntry<CommonKey>[] => [
  { place: 'header', label, order, ...(audience ? { audience } : {}) },
  { place: 'drawer', label, order, ...(audience ? { audience } : {}) },
];

export const PAGE_ROUTES: readonly Route[] = [
  {
    ...memberPage('/dashboard', './dashboard/DashboardPage', DASHBOARD_PAGE_READS, DASHBOARD_PAGE_PICTURES),
    // The member's home: the logo leads here once signed in (a visitor's is the landing page).
    nav: [
      ...mainLinks('nav.home', 10, 'member'),
      { place: 'logo', label: 'appName', order: 10, audience: 'member' },
    ],
  },
  {
    ...memberPage('/movies', './catalogue/MoviesPage', MOVIES_PAGE_READS, MOVIES_PAGE_PICTURES),
    nav: mainLinks('nav.movies', 20),
  },
  {
    ...memberPage('/premieres', './catalogue/PremieresPage', PREMIERES_PAGE_READS, PREMIERES_PAGE_PICTURES),
    nav: mainLinks('nav.premieres', 30),
  },
  {
    ...memberPage('/my-list', './my-list/MyListPage'),
    memberPreload: MY_LIST_PAGE_MEMBER_READS,
    nav: mainLinks('nav.myList', 40),
  },
  // Search results, shareable by their URL (the header's box and old /movies?q= links lead here).
  {
    ...memberPage('/search', './search/SearchPage', SEARCH_PAGE_READS, SEARCH_PAGE_PICTURES),
    nav: [{ place: 'search', label: 'nav.search', order: 10 }],
  },
  memberPage('/content/:id', DETAIL_PAGE_CHUNK, DETAIL_PAGE_READS, DETAIL_PAGE_PICTURES),
  memberPage('/movie/:id', DETAIL_PAGE_CHUNK, DETAIL_PAGE_READS, DETAIL_PAGE_PICTURES),
  // What this browser holds for offline viewing (issue 27): it opens with no network too, so the
  // service worker keeps this remote (`offline`), and a member's offline start lands here.
  {
    ...memberPage('/downloads', './downloads/DownloadsPage'),
    uiKit: true,
    offline: true,
    nav: [
      { place: 'account', label: 'nav.downloads', order: 30, audience: 'member', icon: 'download' },
      { place: 'drawer', label: 'nav.downloads', order: 50, audience: 'member' },
    ],
  },
];
