import { initI18n, stringsReady } from '@premieres/i18n';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerRemotesFromManifest } from './federation/remotes-ready';
import { FIRST_PAINT_MAX_WAIT_MS, firstPaintSettled } from './first-paint/first-paint-state';
import { findRoute } from './routes/route-table';
import { loadRouteTable } from './routes/route-table-ready';
import { startPageParts } from './ShellRoutes';
import { registerServiceWorker } from './sw/register-worker';
import { routePattern } from './vitals/route-pattern';
import { routeRelease } from './vitals/route-release';
import { startFieldData } from './vitals/start-field-data';
import './i18n';

initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
// The page's header and UI kit load beside the route table's answer, not when React reaches them.
void loadRouteTable().then((table) => startPageParts(findRoute(table, window.location.pathname)));
// The table comes with /remotes.json, already in flight since the entry ran. A stored Hindi or
// Malayalam choice loads its strings meanwhile: the first render is already in that language. The
// document's first paint of the page shows its pictures first.
void Promise.all([loadRouteTable(), stringsReady(), firstPaintSettled(FIRST_PAINT_MAX_WAIT_MS)]).then(
  ([table]) => {
    // A transition: React draws the first page (the UI kit's root, the header, a remote loaded
    // already) in slices, yielding to the browser, where an ordinary first render is one long task
    // (300 ms at 4x CPU on a member page: issue 28, Total Blocking Time).
    startTransition(() => root.render(<App routeTable={table} />));
    // Field data: real visits' LCP, INP and CLS per route pattern and release (reporter and
    // library load 4 s after the load event). The manifest is the one the table came from (read
    // once, canaries applied).
    void registerRemotesFromManifest().then((manifest) =>
      startFieldData({
        routeOf: (pathname) => routePattern(table, pathname),
        releaseOf: (pathname) => routeRelease(table, manifest, pathname),
      }),
    );
  },
);
// Offline start and downloads (issue 27): the worker installs once the page has loaded.
registerServiceWorker();
