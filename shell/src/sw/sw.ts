// The service worker (served at /sw.js, built with the shell: one worker per shell release).
// - The shell's own files are precached (Workbox precaching; the list is injected at build time).
// - Pages: the network, else the precached shell page, which opens on the downloads offline.
// - /remotes.json: network first; remotes' unhashed files kept per release; hashed files by name.
// - The API, media and downloaded files (/offline/...) are never touched: no member data here.
//   Where the browser has static routes, requests for them do not even reach the worker.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { networkOnlyRoutes, PREPARE_OFFLINE, requestKind, type StaticRoute } from './release-files';
import {
  FILES_CACHE,
  manifestResponse,
  refreshManifest,
  releaseFileResponse,
  whenPrepared,
} from './release-store';

// The worker's global, typed here: the shell is type-checked with the DOM library, which has no
// worker scope (and the two libraries cannot be combined).
interface WaitUntil {
  waitUntil(work: Promise<unknown>): void;
}
/** Static routing (Chromium 123+); other browsers ask the worker, which lets these through. */
interface InstallEvent extends WaitUntil {
  addRoutes?: (routes: StaticRoute[]) => Promise<void>;
}
declare const self: {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(
    type: 'message',
    listener: (event: WaitUntil & { data: unknown; ports: readonly MessagePort[] }) => void,
  ): void;
};

/** The shell's page as built (no inlined manifest: it reads /remotes.json, which this worker answers). */
const SHELL_PAGE = '/index.html';

// A new worker comes with a new shell: it takes over at once (its precache is complete when it
// installs). Remotes cannot mismatch across the change: their files are chosen by /remotes.json,
// never by the worker's own release.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// The API and media never start the worker: a page's last beacon is not lost waiting on it.
self.addEventListener('install', (event) => {
  if (event.addRoutes) event.waitUntil(event.addRoutes(networkOnlyRoutes()));
});

const base = self.location.origin;
const kindOf = (request: Request) => requestKind(new URL(request.url), base, request.method, request.mode);

registerRoute(
  ({ request }) => kindOf(request) === 'page',
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(SHELL_PAGE)) ?? Response.error();
    }
  },
);

registerRoute(
  ({ request }) => kindOf(request) === 'release-manifest',
  ({ request, event }) =>
    manifestResponse(request, base, (work) => (event as unknown as WaitUntil).waitUntil(work)),
);

registerRoute(
  ({ request }) => kindOf(request) === 'release-file',
  ({ request }) => releaseFileResponse(request, base),
);

registerRoute(
  ({ request }) => kindOf(request) === 'hashed',
  new CacheFirst({
    cacheName: FILES_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 1500, purgeOnQuotaError: true })],
  }),
);

// Each page load (register-worker.ts): read /remotes.json and fetch what the offline start needs
// of that release, if it is new. A sender that passes a port hears when that is done.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type !== PREPARE_OFFLINE) return;
  const extend = (work: Promise<unknown>) => event.waitUntil(work);
  extend(
    refreshManifest(base, extend)
      .then(whenPrepared)
      .then(() => event.ports[0]?.postMessage({ type: PREPARE_OFFLINE, done: true })),
  );
});
