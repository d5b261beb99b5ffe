import { Box } from '@premieres/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { NotFound } from './pages/NotFound';
import { RemoteMount } from './remote/RemoteMount';
import { findRoute } from './routes/route-table';

// Header, drawer and search only load on app pages: '/' never pulls them.
const AppChrome = lazy(() => import('./chrome/AppChrome'));
const PlayerMount = lazy(() => import('./chrome/PlayerMount'));

/** Picks the owning remote for the path; the remote renders its own <Routes> for it. */
export function ShellRoutes() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const appChrome = route?.chrome === 'app';
  const [playerWanted, setPlayerWanted] = useState(appChrome);
  useEffect(() => {
    if (appChrome) setPlayerWanted(true);
  }, [appChrome]);

  if (!route) return <NotFound />;
  return (
    <>
      {appChrome ? (
        <Suspense fallback={<Box h="16" borderBottomWidth="1px" />}>
          <AppChrome />
        </Suspense>
      ) : null}
      {/* Keyed by remote: moving between two pages of one remote keeps it mounted. */}
      <RemoteMount key={route.remote} remote={route.remote} />
      {playerWanted ? (
        <Suspense fallback={null}>
          <PlayerMount />
        </Suspense>
      ) : null}
    </>
  );
}
