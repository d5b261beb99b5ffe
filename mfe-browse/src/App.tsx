import { matchesPath } from '@premieres/contracts';
import { PageSpinner } from '@premieres/ui';
import { loadable } from '@premieres/ui/src/plain/loadable';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useContext, useState } from 'react';
import { Route, Routes } from 'react-router';
import { createBrowseQueryClient } from './api/queryClient';
import { loadDetailPage } from './pages/detail-chunk';
import './i18n';

// One chunk per page: a member on /movies downloads only the movies page (bundle budget).
const PAGES = [
  {
    path: '/dashboard',
    load: () => import('./pages/DashboardPage').then((m) => ({ default: m.DashboardPage })),
  },
  { path: '/movies', load: () => import('./pages/MoviesPage').then((m) => ({ default: m.MoviesPage })) },
  {
    path: '/premieres',
    load: () => import('./pages/PremieresPage').then((m) => ({ default: m.PremieresPage })),
  },
  { path: '/my-list', load: () => import('./pages/MyListPage').then((m) => ({ default: m.MyListPage })) },
  { path: '/content/:id', load: loadDetailPage },
  { path: '/movie/:id', load: loadDetailPage },
].map((page) => ({ ...page, Page: loadable(page.load, <PageSpinner />) }));

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
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </Suspense>
  );
}

/**
 * Chakra parts come from @premieres/ui under the shell's provider. The shell's QueryClient is
 * used when it has one, else browse makes its own with the spec's retry and cache figures.
 */
function BrowseProviders({ children }: { children: ReactNode }) {
  const shellClient = useContext(QueryClientContext);
  const [ownClient] = useState(() => (shellClient ? null : createBrowseQueryClient()));
  return ownClient ? <QueryClientProvider client={ownClient}>{children}</QueryClientProvider> : children;
}
