// Entry. Nothing shared (React, the stores...) may be imported before the async boundary, or the
// federation runtime cannot negotiate versions (RUNTIME-006). So: register the runtime plugin,
// start reading /remotes.json and the current page's remote, then import the app.
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { loadRemoteApp } from './federation/load-remote-app';
import { remoteErrorPlugin } from './federation/remote-error-plugin';
import { registerRemotesFromManifest } from './federation/remotes-ready';
import { findRoute } from './routes/route-table';

registerPlugins([remoteErrorPlugin()]);
void registerRemotesFromManifest();

// Fetch this page's remote while the app's own chunks load, not after React first renders.
const route = findRoute(window.location.pathname);
if (route) loadRemoteApp(route.remote).catch(() => undefined);

import('./bootstrap');
