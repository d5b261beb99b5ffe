// What the service worker does with each request, and which release a remote's unhashed files
// belong to. Plain functions (no worker globals), so jest checks the decisions.
import { type OwnedRoute, ownedRoutes, type RuntimeManifest } from '@premieres/contracts';

/** The shell's player slot (PlayerMount), mounted on Play: offline playback needs its code too. */
export const PLAYER_REMOTE = 'mfe-player';
export const REMOTE_MANIFEST_PATH = '/remotes.json';
export const SERVICE_WORKER_URL = '/sw.js';
/** The page's message asking the worker to get the current release's offline remotes ready. */
export const PREPARE_OFFLINE = 'prepare-offline';

/** Content-hashed names (`name.0123abcd.js`): immutable, cached for good under that name. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
/** The API, media and the browser's own stores (downloads): never answered by the worker. */
const NETWORK_ONLY_FOLDERS = ['api', 'media', 'offline'] as const;
const PASS_THROUGH = new RegExp(`^/(${NETWORK_ONLY_FOLDERS.join('|')})(/|$)`);

/** A static route of the worker (InstallEvent.addRoutes): matching requests never reach it. */
export interface StaticRoute {
  condition: { urlPattern: string };
  source: 'network';
}

/**
 * What passes through, as static routes: the browser fetches these without starting or asking the
 * worker. A beacon sent as the page goes away (field data) is otherwise lost in Chromium when it
 * waits on the worker, and every API call and media segment saves the worker's round trip.
 */
export function networkOnlyRoutes(): StaticRoute[] {
  return NETWORK_ONLY_FOLDERS.map((folder) => ({
    condition: { urlPattern: `/${folder}/*` },
    source: 'network',
  }));
}

export type RequestKind =
  /** A page: the network, else the precached shell page. */
  | 'page'
  /** /remotes.json: the network, else the last release whose offline files are all cached. */
  | 'release-manifest'
  /** A remote's unhashed file (mf-manifest.json, remoteEntry.js, chunk-groups.json): kept per release. */
  | 'release-file'
  /** Any content-hashed file: cache first. */
  | 'hashed'
  | 'pass';

export function requestKind(url: URL, origin: string, method: string, mode: string): RequestKind {
  if (method !== 'GET' || url.origin !== origin || PASS_THROUGH.test(url.pathname)) return 'pass';
  if (mode === 'navigate') return 'page';
  if (url.pathname === REMOTE_MANIFEST_PATH) return 'release-manifest';
  if (HASHED.test(url.pathname)) return 'hashed';
  if (url.pathname.startsWith('/remotes/')) return 'release-file';
  return 'pass';
}

/** The folder a remote's entry (its mf-manifest.json) sits in: its release's files are under it. */
export function entryFolder(entry: string, base: string): string {
  const url = new URL(entry, base);
  return `${url.origin}${url.pathname.replace(/[^/]*$/, '')}`;
}

interface ListedRelease {
  remote: string;
  folder: string;
  version: string;
}

/** Every release a manifest lists (stable and canary), by the folder its files are in. */
export function listedReleases(manifest: RuntimeManifest, base: string): ListedRelease[] {
  return Object.entries(manifest).flatMap(([remote, item]) =>
    [item, item.canary].flatMap((release) =>
      release?.entry
        ? [{ remote, folder: entryFolder(release.entry, base), version: release.version ?? '0.0.0' }]
        : [],
    ),
  );
}

/**
 * The release (per the manifest) a remote file belongs to: the longest listed folder holding it,
 * so /remotes/mfe-browse/0.2.0/x is 0.2.0's even if /remotes/mfe-browse/ is listed too.
 */
export function releaseOf(manifest: RuntimeManifest, fileUrl: string, base: string): ListedRelease | null {
  const holding = listedReleases(manifest, base).filter((release) => fileUrl.startsWith(release.folder));
  return holding.sort((a, b) => b.folder.length - a.folder.length)[0] ?? null;
}

/**
 * The cache key of a remote's unhashed file in one release. remoteEntry.js has the same URL in
 * every release of an unversioned folder: the key carries the manifest's version, so an offline
 * start serves the entry of the release the manifest names, never an older one beside newer chunks.
 */
export function releaseKey(fileUrl: string, version: string): string {
  const url = new URL(fileUrl);
  url.searchParams.set('release', version);
  return url.href;
}

/**
 * The product rule (issue 27): with no network the app opens on the member's downloads, the first
 * page a remote declares `offline`; null when none does.
 */
export function offlineStartPath(routes: readonly OwnedRoute[]): string | null {
  return routes.find((route) => route.offline)?.path ?? null;
}

/** The remotes an offline start needs: the owners of the pages declared `offline`, and the player. */
export function offlineRemotes(manifest: RuntimeManifest): string[] {
  const owners = ownedRoutes(manifest)
    .filter((route) => route.offline)
    .map((route) => route.remote);
  return [...new Set([...owners, PLAYER_REMOTE].filter((name) => !!manifest[name]))];
}

/** The part of a remote's mf-manifest.json that names its files. */
export interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: { js?: FileLists; css?: FileLists } }[];
}
interface FileLists {
  sync?: string[];
  async?: string[];
}

/**
 * What a remote needs to run offline: its entry, and every file its exposed modules load (pages
 * and their i18n chunks are async assets of './App'). Shared libraries come from the shell.
 */
export function remoteFiles(
  manifest: FederationManifest,
  folder: string,
): { entry: string; files: string[] } {
  const entryName = manifest.metaData?.remoteEntry?.name || 'remoteEntry.js';
  const entryPath = manifest.metaData?.remoteEntry?.path ?? '';
  const names = (manifest.exposes ?? []).flatMap(({ assets }) =>
    [assets?.js, assets?.css].flatMap((lists) => [...(lists?.sync ?? []), ...(lists?.async ?? [])]),
  );
  return {
    entry: new URL(`${entryPath}${entryName}`, folder).href,
    files: [...new Set(names)].map((name) => new URL(name, folder).href),
  };
}
