import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { startLanguageSync } from './account/language-sync';
import { appQueryClient } from './data/app-query-client';
import { watchApiReachability } from './offline/api-reachability';
import { OfflineBanner } from './offline/OfflineBanner';
import { OfflineStart } from './offline/OfflineStart';
import type { RouteTable } from './routes/route-table';
import { ShellRoutes } from './ShellRoutes';
import { startSession } from './session/start-session';
import { offlineStartPath } from './sw/release-files';

/**
 * No UI kit here: ShellRoutes loads it (with the toaster) for the routes that use it. The page's one
 * data cache is around every page, drawn with the kit or not.
 */
export function App({ routeTable }: { routeTable: RouteTable }) {
  // First: the session's own calls already count towards the offline state.
  useEffect(() => watchApiReachability(), []);
  useEffect(() => startSession(), []);
  useEffect(() => startLanguageSync(), []);
  return (
    // Plain (not transition) navigations: a page whose remote is still loading shows its spinner at
    // once instead of React keeping the old page up. Signing out relies on this: it leaves for /
    // and then clears the session, and the old page's guard must be gone by then.
    <BrowserRouter useTransitions={false}>
      <QueryClientProvider client={appQueryClient}>
        {/* With no network: a known member opens on the downloads, anyone else on the offline page. */}
        <OfflineStart startPath={offlineStartPath(routeTable.routes)}>
          <ShellRoutes routeTable={routeTable} />
        </OfflineStart>
      </QueryClientProvider>
      <OfflineBanner />
    </BrowserRouter>
  );
}
