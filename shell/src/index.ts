// Entry. Nothing shared (React, the stores...) may be imported before the async boundary, or the
// federation runtime cannot negotiate versions (RUNTIME-006). So: register the runtime plugin,
// start reading /remotes.json (remotes and the routes they declare) and the current page's
// remote, then import the app.
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { startEarlyRequests } from './data/early-requests';
import { loadRemoteApp } from './federation/load-remote-app';
import { remoteErrorPlugin } from './federation/remote-error-plugin';
import { appEvaluationMayStart } from './first-paint/app-evaluation';
import { releaseStartHints } from './first-paint/start-hints';
import { findRoute } from './routes/route-table';
import { loadRouteTable } from './routes/route-table-ready';
import { startEarlySession } from './session/early-session';

registerPlugins([remoteErrorPlugin()]);
// Held hints the document's script did not add (it did not run): the code they name is needed now.
releaseStartHints();
// Evaluating the app's files waits for the document's first paint when they are preloaded.
const painted = appEvaluationMayStart();
// A returning member's session restore travels with the page's code, not after it.
startEarlySession(`${window.location.origin}/api/`);
// Fetch this page's remote (only that one) and start its first API reads while the app's own
// chunks load.
void loadRouteTable().then((table) => {
  const route = findRoute(table, window.location.pathname);
  if (!route) return;
  startEarlyRequests(
    route,
    window.location.pathname,
    `${window.location.origin}/api/`,
    window.location.search,
  );
  void painted.then(() => loadRemoteApp(route.remote).catch(() => undefined));
});
void painted.then(() => import('./bootstrap'));
