// The service worker's copy of the remotes: /remotes.json and each remote's unhashed files kept
// per release (the manifest is the source of truth), content-hashed files kept by name.
import type { RuntimeManifest } from '@premieres/contracts';
import {
  type FederationManifest,
  offlineRemotes,
  REMOTE_MANIFEST_PATH,
  releaseKey,
  releaseOf,
  remoteFiles,
} from './release-files';

/** /remotes.json copies and each release's mf-manifest.json, remoteEntry.js, chunk-groups.json. */
export const RELEASES_CACHE = 'premieres-releases';
/** Content-hashed files of the remotes (and the shell's, beyond its precache). */
export const FILES_CACHE = 'premieres-remote-files';

/** The newest manifest the network gave. */
const LATEST = `${REMOTE_MANIFEST_PATH}?copy=latest`;
/** The newest manifest whose offline remotes are all cached: what an offline start reads. */
const OFFLINE = `${REMOTE_MANIFEST_PATH}?copy=offline`;

const unavailable = () => new Response(null, { status: 504, statusText: 'offline' });

async function readManifest(key: string): Promise<RuntimeManifest | null> {
  const cached = await (await caches.open(RELEASES_CACHE)).match(key);
  return cached ? ((await cached.json()) as RuntimeManifest) : null;
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/** Caches a hashed file unless it is there already (its name is its content). */
async function keepHashed(url: string): Promise<void> {
  const files = await caches.open(FILES_CACHE);
  if (await files.match(url)) return;
  await files.put(url, await fetchOk(url));
}

/**
 * Fetches every file the offline remotes of `manifest` need, each release's unhashed files under
 * that release's key; only then is the manifest the offline one. A half-done run (the network went
 * away) leaves the previous offline release in place, whose files are all there.
 */
export async function prepareOffline(manifest: RuntimeManifest, text: string, base: string): Promise<void> {
  const releases = await caches.open(RELEASES_CACHE);
  const current = await releases.match(OFFLINE);
  if (current && (await current.text()) === text) return;
  for (const name of offlineRemotes(manifest)) {
    const item = manifest[name];
    for (const release of [item, item?.canary]) {
      if (!release?.entry) continue;
      const version = release.version ?? '0.0.0';
      const entryUrl = new URL(release.entry, base).href;
      const response = await fetchOk(entryUrl);
      const federation = (await response.clone().json()) as FederationManifest;
      await releases.put(releaseKey(entryUrl, version), response);
      const { entry, files } = remoteFiles(federation, entryUrl);
      await releases.put(releaseKey(entry, version), await fetchOk(entry));
      // The shell's prefetch reads it; a remote without one simply has none.
      const groups = new URL('chunk-groups.json', entryUrl).href;
      const groupsResponse = await fetch(groups, { cache: 'no-cache' }).catch(() => null);
      if (groupsResponse?.ok) await releases.put(releaseKey(groups, version), groupsResponse);
      for (const file of files) await keepHashed(file);
    }
  }
  await releases.put(OFFLINE, new Response(text, { headers: { 'content-type': 'application/json' } }));
}

let preparing: Promise<void> = Promise.resolve();

/** One preparation at a time: each waits for the one before (they would fetch the same files). */
function queuePrepare(manifest: RuntimeManifest, text: string, base: string): Promise<void> {
  preparing = preparing.then(() => prepareOffline(manifest, text, base)).catch(() => undefined);
  return preparing;
}

/** Settles once the preparations queued so far have run (each succeeded or left things as they were). */
export function whenPrepared(): Promise<void> {
  return preparing;
}

/**
 * /remotes.json: the network (no-store: a release changes it); the answer is kept and the offline
 * remotes of that release prepared in the background. Offline: the prepared release's copy.
 */
export async function manifestResponse(
  request: Request,
  base: string,
  background: (work: Promise<unknown>) => void,
): Promise<Response> {
  try {
    const response = await fetch(request, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${REMOTE_MANIFEST_PATH} answered ${response.status}`);
    const text = await response.clone().text();
    const releases = await caches.open(RELEASES_CACHE);
    await releases.put(LATEST, new Response(text, { headers: { 'content-type': 'application/json' } }));
    background(queuePrepare(JSON.parse(text) as RuntimeManifest, text, base));
    return response;
  } catch {
    const releases = await caches.open(RELEASES_CACHE);
    return (await releases.match(OFFLINE)) ?? (await releases.match(LATEST)) ?? unavailable();
  }
}

/** Reads /remotes.json in the background (after a page came from the network): a new release is prepared. */
export function refreshManifest(
  base: string,
  background: (work: Promise<unknown>) => void,
): Promise<unknown> {
  return manifestResponse(new Request(new URL(REMOTE_MANIFEST_PATH, base).href), base, background).catch(
    () => undefined,
  );
}

/**
 * A remote's unhashed file: the network, kept under the release the newest manifest names for it.
 * Offline: the copy of the release the offline manifest names, or nothing (never another release's).
 */
export async function releaseFileResponse(request: Request, base: string): Promise<Response> {
  const releases = await caches.open(RELEASES_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      const latest = await readManifest(LATEST);
      const release = latest ? releaseOf(latest, request.url, base) : null;
      if (release) await releases.put(releaseKey(request.url, release.version), response.clone());
    }
    return response;
  } catch {
    const manifest = (await readManifest(OFFLINE)) ?? (await readManifest(LATEST));
    const release = manifest ? releaseOf(manifest, request.url, base) : null;
    const cached = release ? await releases.match(releaseKey(request.url, release.version)) : undefined;
    return cached ?? unavailable();
  }
}
