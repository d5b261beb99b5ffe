// The pages mfe-browse owns (spec §2 route table), exposed as './routes' and written to the
// build's routes.json: the shell, the gateway and the release check learn them from here.
// Data only: nothing but plain data modules is imported.
import type { PreloadPictures, RouteDeclaration } from '@premieres/contracts';
import {
  DASHBOARD_PAGE_PICTURES,
  DASHBOARD_PAGE_READS,
  DETAIL_PAGE_PICTURES,
  DETAIL_PAGE_READS,
  MOVIES_PAGE_PICTURES,
  MOVIES_PAGE_READS,
  PREMIERES_PAGE_PICTURES,
  PREMIERES_PAGE_READS,
} from './rows/preloads';

/**
 * `pageChunk`: the page's import() in App.tsx, whose files the gateway preloads with the page;
 * `preload`: the page's first catalogue reads, which the shell starts while this remote loads;
 * `preloadPictures`: the posters it paints first, asked for as soon as their read answers.
 */
const memberPage = (
  path: string,
  pageChunk: string,
  preload?: string[],
  preloadPictures?: PreloadPictures,
): RouteDeclaration => ({
  path,
  chrome: 'app',
  uiKit: true,
  access: 'anyone',
  pageChunk,
  ...(preload ? { preload } : {}),
  ...(preloadPictures ? { preloadPictures } : {}),
});

const DETAIL_PAGE_CHUNK = './ContentDetailPage';

export const ROUTES: readonly RouteDeclaration[] = [
  memberPage('/dashboard', './pages/DashboardPage', DASHBOARD_PAGE_READS, DASHBOARD_PAGE_PICTURES),
  memberPage('/movies', './pages/MoviesPage', MOVIES_PAGE_READS, MOVIES_PAGE_PICTURES),
  memberPage('/premieres', './pages/PremieresPage', PREMIERES_PAGE_READS, PREMIERES_PAGE_PICTURES),
  memberPage('/my-list', './pages/MyListPage'),
  // Search results, shareable by their URL (the header's box and old /movies?q= links lead here).
  memberPage('/search', './pages/SearchPage'),
  memberPage('/content/:id', DETAIL_PAGE_CHUNK, DETAIL_PAGE_READS, DETAIL_PAGE_PICTURES),
  memberPage('/movie/:id', DETAIL_PAGE_CHUNK, DETAIL_PAGE_READS, DETAIL_PAGE_PICTURES),
  // What this browser holds for offline viewing (issue 27): it opens with no network too.
  memberPage('/downloads', './downloads/DownloadsPage'),
];

export default ROUTES;
