import type { OwnedRoute } from '@premieres/contracts';
import { GlobalStylesheet } from '@premieres/ui/plain/GlobalStylesheet';
import { loadable } from '@premieres/ui/plain/loadable';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useEndFirstPaint } from './first-paint/useEndFirstPaint';
import { RemoteMount } from './remote/RemoteMount';
import { findRoute, type RouteTable } from './routes/route-table';
import { loadRouteTable } from './routes/route-table-ready';
import { ToasterHost } from './ui/ToasterHost';
import { UiRoot, WithUi } from './ui/WithUi';
import { ViewerGate } from './viewer/ViewerGate';
import { pickerPathOf } from './viewer/viewer-gate';

/** Holds the header's place while it loads (plain: the UI kit may still be loading too). */
const HEADER_PLACEHOLDER = { height: '4rem', borderBottom: '1px solid #2c2c36' } as const;

// Header, drawer and search only load on app pages: '/' never pulls them. One file for both
// (a request saved on a member page's start).
const AppChrome = loadable(
  () => import(/* webpackChunkName: "app-chrome" */ './chrome/AppChrome'),
  <div style={HEADER_PLACEHOLDER} />,
);
const PlayerMount = loadable(() => import(/* webpackChunkName: "app-chrome" */ './chrome/PlayerMount'));

/** Starts loading what the page of `route` draws around its remote, before the first render. */
export function startPageParts(route: OwnedRoute | null): void {
  if (route?.uiKit) void UiRoot.load().catch(() => undefined);
  if (route?.chrome === 'app') void AppChrome.load().catch(() => undefined);
}
const NotFound = lazy(() => import('./pages/NotFound').then((module) => ({ default: module.NotFound })));
const RemoteUnavailable = lazy(() =>
  import('./remote/RemoteUnavailable').then((module) => ({ default: module.RemoteUnavailable })),
);

/**
 * Picks the owning remote for the path; the remote renders its own <Routes> for it. Pages that use
 * the shared UI kit get it around them; the landing page and the member pages that draw their first
 * screen without it (`uiKit: false`) skip it. Once loaded around the page it stays (leaving for a
 * page that needs it remounts the remote once, from cache).
 */
export function ShellRoutes({ routeTable }: { routeTable: RouteTable }) {
  const { pathname } = useLocation();
  const [table, setTable] = useState(routeTable);
  const route = findRoute(table, pathname);
  // The document's first paint pictures this path's page: it goes on leaving it, or when no remote
  // draws it.
  useEndFirstPaint(route && table.routes.length > 0 ? pathname : null);
  const pickerPath = pickerPathOf(table.routes);
  const appChrome = route?.chrome === 'app';
  const [playerWanted, setPlayerWanted] = useState(appChrome);
  const [uiWanted, setUiWanted] = useState(route?.uiKit !== false);
  useEffect(() => {
    if (appChrome) setPlayerWanted(true);
  }, [appChrome]);
  useEffect(() => {
    if (route?.uiKit !== false) setUiWanted(true);
  }, [route]);

  // No remote declared any route: /remotes.json could not be read (or nothing is built).
  if (table.routes.length === 0) {
    return (
      <WithUi>
        <Suspense fallback={null}>
          <RemoteUnavailable onRetry={() => void loadRouteTable(true).then(setTable)} />
        </Suspense>
      </WithUi>
    );
  }
  if (!route) {
    return (
      <WithUi>
        <NotFound routes={table.routes} />
      </WithUi>
    );
  }
  const page = (
    <>
      {appChrome ? <AppChrome routes={table.routes} /> : null}
      {/* Keyed by remote: moving between two pages of one remote keeps it mounted. */}
      <ViewerGate route={route} pickerPath={pickerPath}>
        <RemoteMount key={route.remote} remote={route.remote} />
      </ViewerGate>
      {playerWanted ? <PlayerMount /> : null}
    </>
  );
  if (uiWanted || route.uiKit) return <WithUi>{page}</WithUi>;
  // An app page drawn without the kit (issue 28): its CSS uses the theme's variables, and its toasts
  // load the kit when the first one is asked for. The toast host stays mounted across pages drawn
  // without the kit: signing out of one shows 'Signed out' on the landing page it goes to.
  return (
    <>
      {appChrome ? <GlobalStylesheet /> : null}
      {page}
      <ToasterHost />
    </>
  );
}
