import { PageSpinner } from '@premieres/ui';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useContext, useState } from 'react';
import { Route, Routes } from 'react-router';
import { createBrowseQueryClient } from './api/queryClient';
import './i18n';

// One chunk per page: a member on /movies downloads only the movies page (bundle budget).
const ContentDetailPage = lazy(() =>
  import('./pages/ContentDetailPage').then((m) => ({ default: m.ContentDetailPage })),
);
const DashboardPage = lazy(() => import('./pages/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const MoviesPage = lazy(() => import('./pages/MoviesPage').then((m) => ({ default: m.MoviesPage })));
const MyListPage = lazy(() => import('./pages/MyListPage').then((m) => ({ default: m.MyListPage })));
const PremieresPage = lazy(() => import('./pages/PremieresPage').then((m) => ({ default: m.PremieresPage })));

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

export function BrowseRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/movies" element={<MoviesPage />} />
        <Route path="/premieres" element={<PremieresPage />} />
        <Route path="/my-list" element={<MyListPage />} />
        <Route path="/content/:id" element={<ContentDetailPage />} />
        <Route path="/movie/:id" element={<ContentDetailPage />} />
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
