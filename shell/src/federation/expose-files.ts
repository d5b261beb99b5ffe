import type { ChunkGroupsFile } from '@premieres/federation';
// The constant only (the plugin's webpack imports are types): one name for the file, build and browser.
import { CHUNK_GROUPS_FILE } from '@premieres/federation/webpack/chunk-groups-plugin';
import { keepManifest } from './manifests-ahead';
import { registerRemotesFromManifest } from './remotes-ready';

/** The part of a remote's mf-manifest.json that names an exposed module's files. */
export interface ExposeAssetsManifest {
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** A bare package request (`hls.js`), not one of the remote's own modules (`./…`) nor `shared:…`. */
const isLibraryGroup = (request: string): boolean => !/^(\.|\/|shared:)/.test(request);

/**
 * The JS files a load of `<remote>/<expose>` needs, relative to the remote's manifest: its entry,
 * the expose's own chunks, and the libraries it imports later (hls.js for the player), which the
 * build's chunk-groups.json names. Not the remote's other lazy modules (the strings of languages
 * not chosen, its other exposes, the toaster): the manifest lists every async chunk of the remote
 * for each expose, and a prefetch of them all was ~306 KB on a title page instead of ~130.
 * Without chunk-groups.json only the entry and own chunks are named.
 */
export function exposeFiles(
  manifest: ExposeAssetsManifest,
  groups: ChunkGroupsFile | null,
  expose: string,
): string[] {
  const item = manifest.exposes?.find((each) => each.name === expose || each.name === `./${expose}`);
  if (!item) return [];
  const libraryFiles = new Set(
    Object.entries(groups?.groups ?? {})
      .filter(([request]) => isLibraryGroup(request))
      .flatMap(([, files]) => files),
  );
  const later = item.assets.js.async.filter((file) => libraryFiles.has(file));
  const entry = manifest.metaData?.remoteEntry?.name || 'remoteEntry.js';
  return [...new Set([entry, ...item.assets.js.sync, ...later])];
}

/** Low priority: this runs for what a later click may need, never for the page on screen. */
const readText = async (url: string): Promise<string | null> => {
  const response = await fetch(url, { priority: 'low' });
  return response.ok ? response.text() : null;
};
function parsed<T>(text: string | null): T | null {
  try {
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

/**
 * The absolute URLs of `exposeFiles` for the build of `remote` this visitor will load (the
 * runtime manifest with its canary choice applied); [] when the remote is not listed.
 */
export async function fetchExposeFiles(remote: string, expose: string): Promise<string[]> {
  const listed = (await registerRemotesFromManifest())[remote];
  if (!listed?.entry) return [];
  const manifestUrl = new URL(listed.entry, window.location.href);
  const [manifestText, groupsText] = await Promise.all([
    readText(manifestUrl.href),
    readText(new URL(CHUNK_GROUPS_FILE, manifestUrl).href).catch(() => null),
  ]);
  const manifest = parsed<ExposeAssetsManifest>(manifestText);
  if (!manifest || manifestText === null) return [];
  // The load on Play intent takes this copy instead of asking again (manifests-ahead.ts).
  keepManifest(manifestUrl.href, manifestText);
  const groups = parsed<ChunkGroupsFile>(groupsText);
  return exposeFiles(manifest, groups, expose).map((file) => new URL(file, manifestUrl).href);
}
