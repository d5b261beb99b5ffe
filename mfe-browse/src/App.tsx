import { matchesPath, type RouteDeclaration } from '@premieres/contracts';
import { loadable } from '@premieres/ui/plain/loadable';
import { PlainSpinner } from '@premieres/ui/plain/PlainSpinner';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useContext, useState } from 'react';
import { Route, Routes } from 'react-router';
import { loadDetailPage } from './detail/detail-chunk';
import { slicedFirstDraw } from './layout/sliced-render';
import { PAGE_ROUTES } from './page-routes';
import { createBrowseQueryClient } from './queryClient';
import './i18n';

type PageModule = { default: ComponentType };

/**
 * Each declared page chunk (routes.ts `pageChunk`) and its import(): one chunk per page, so a
 * member on /movies downloads only the movies page (bundle budget). The router is built from the
 * declarations through this map; App.test.tsx holds the two to one another.
 */
export const PAGE_CHUNKS: Record<string, () => Promise<PageModule>> = {
  './dashboard/DashboardPage': () =>
    import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
  './catalogue/MoviesPage': () => import('./catalogue/MoviesPage').then((m) => ({ default: m.MoviesPage })),
  './catalogue/PremieresPage': () =>
    import('./catalogue/PremieresPage').then((m) => ({ default: m.PremieresPage })),
  './my-list/MyListPage': () => import('./my-list/MyListPage').then((m) => ({ default: m.MyListPage })),
  './search/SearchPage': () => import('./search/SearchPage').then((m) => ({ default: m.SearchPage })),
  './ContentDetailPage': loadDetailPage,
  './downloads/DownloadsPage': () =>
    import('./downloads/DownloadsPage').then((m) => ({ default: m.DownloadsPage })),
};

/** The router serves exactly the declared routes (routes.ts), each with its declared chunk. */
export function pageLoader(route: RouteDeclaration): () => Promise<PageModule> {
  const load = route.pageChunk ? PAGE_CHUNKS[route.pageChunk] : undefined;
  if (!load) throw new Error(`mfe-browse: no page chunk ${route.pageChunk} for ${route.path}`);
  return load;
}

// The document's first page draws in slices (sliced-render.tsx: Total Blocking Time, issue 28).
const PAGES = PAGE_ROUTES.map((route) => ({
  path: route.path,
  Page: loadable(
    () => pageLoader(route)().then((module) => ({ default: slicedFirstDraw(module.default) })),
    <PlainSpinner />,
  ),
}));

// The page on screen when this remote loads starts downloading now, beside the shell's own start,
// instead of after the first render reaches its route.
PAGES.find((page) => matchesPath(page.path, window.location.pathname))
  ?.Page.load()
  .catch(() => undefined);

/**
 * Exposed as `mfe-browse/App`. The shell renders it inside its BrowserRouter for the paths
 * browse owns and draws the app header around it.
 */
export default function App() {
  return (
    <BrowseProviders>
      <BrowseRoutes />
    </BrowseProviders>
  );
}

/** Pages switch from the spinner by state (loadable), not through Suspense (kept as a safety net). */
export function BrowseRoutes() {
  return (
    <Suspense fallback={<PlainSpinner />}>
      <Routes>
        {PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </Suspense>
  );
}

/**
 * Pages draw plain parts (a Chakra part goes inside a UiIsland, loading the kit when shown). The shell's QueryClient is
 * used when it has one, else browse makes its own with the spec's retry and cache figures.
 */
function BrowseProviders({ children }: { children: ReactNode }) {
  const shellClient = useContext(QueryClientContext);
  const [ownClient] = useState(() => (shellClient ? null : createBrowseQueryClient()));
  return ownClient ? <QueryClientProvider client={ownClient}>{children}</QueryClientProvider> : children;
}
