import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { RemoteMount } from './remote/RemoteMount';
import { findRoute } from './routes/route-table';
import { WithUi } from './ui/WithUi';

// Header, drawer and search only load on app pages: '/' never pulls them.
const AppChrome = lazy(() => import('./chrome/AppChrome'));
const PlayerMount = lazy(() => import('./chrome/PlayerMount'));
const NotFound = lazy(() => import('./pages/NotFound').then((module) => ({ default: module.NotFound })));

/** Holds the header's place while it loads (plain: the UI kit may still be loading too). */
const HEADER_PLACEHOLDER = { height: '4rem', borderBottom: '1px solid #2c2c36' } as const;

/**
 * Picks the owning remote for the path; the remote renders its own <Routes> for it. Pages that use
 * the shared UI kit get it around them; the landing page does not need it, so '/' skips it. Once
 * loaded it stays (leaving for a page that needs it remounts the remote once, from cache).
 */
export function ShellRoutes() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const appChrome = route?.chrome === 'app';
  const [playerWanted, setPlayerWanted] = useState(appChrome);
  const [uiWanted, setUiWanted] = useState(route?.uiKit !== false);
  useEffect(() => {
    if (appChrome) setPlayerWanted(true);
  }, [appChrome]);
  useEffect(() => {
    if (route?.uiKit !== false) setUiWanted(true);
  }, [route]);

  if (!route) {
    return (
      <WithUi>
        <NotFound />
      </WithUi>
    );
  }
  const page = (
    <>
      {appChrome ? (
        <Suspense fallback={<div style={HEADER_PLACEHOLDER} />}>
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
  return uiWanted || route.uiKit ? <WithUi>{page}</WithUi> : page;
}
