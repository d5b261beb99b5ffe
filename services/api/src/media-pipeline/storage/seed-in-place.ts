import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fsStorage } from './fs-storage';
import type { MediaStorage } from './media-storage';

/** `hls/<title>/<owner>/seed-<hash>/<file>`: a file of a seed ladder kept in the media cache. */
const IN_PLACE = /^(hls\/.+\/)seed-([0-9a-f]{12})\/(.+)$/;

/**
 * The ladder prefix of a seed ladder served where it was made: under the asset's own prefix (so
 * what staff add beside it, an audio track, is stored and deleted with the title as usual), named
 * by the cache folder's hash (`<cacheDir>/seed-ladders/<name>-<hash>`).
 */
export function seedInPlacePrefix(assetPrefix: string, cacheFolder: string): string {
  const hash = path.basename(cacheFolder).split('-').pop() ?? '';
  if (!/^[0-9a-f]{12}$/.test(hash)) throw new Error(`Not a seed ladder folder: ${cacheFolder}`);
  return `${assetPrefix}seed-${hash}/`;
}

export function isSeedInPlacePrefix(prefix: string): boolean {
  return IN_PLACE.test(`${prefix}x`);
}

/**
 * Development's GridFS storage with the seed's ladders read from the media cache instead of
 * copied into the database: the embedded engine runs on the API's event loop, and storing ~90
 * ladders there held it (and every page) for seconds during the first start. Writes, deletes
 * and every other key go to `base`; deleting a title never touches the cache (it is shared,
 * and re-made on demand). A seed file missing from the cache is looked for in `base`.
 */
export function seedInPlaceStorage(base: MediaStorage, cacheDir: string): MediaStorage {
  const root = path.join(cacheDir, 'seed-ladders');
  const cache = fsStorage(root);
  const folders = new Map<string, string>();
  async function folderOf(hash: string): Promise<string | null> {
    const known = folders.get(hash);
    if (known) return known;
    const names = await readdir(root).catch(() => [] as string[]);
    const found = names.find((name) => name.endsWith(`-${hash}`) && !name.includes('.partial'));
    if (found) folders.set(hash, found);
    return found ?? null;
  }
  async function cacheKey(key: string): Promise<string | null> {
    const match = IN_PLACE.exec(key);
    if (!match?.[2] || !match[3]) return null;
    const folder = await folderOf(match[2]);
    return folder ? `${folder}/${match[3]}` : null;
  }
  return {
    kind: base.kind,
    put: (key, body, contentType) => base.put(key, body, contentType),
    putMany: base.putMany ? (objects) => base.putMany?.(objects) ?? Promise.resolve() : undefined,
    async stat(key) {
      const inCache = await cacheKey(key);
      const found = inCache ? await cache.stat(inCache) : null;
      return found ? { ...found, key } : base.stat(key);
    },
    async read(key, range) {
      const inCache = await cacheKey(key);
      if (inCache && (await cache.stat(inCache))) return cache.read(inCache, range);
      return base.read(key, range);
    },
    removePrefix: (prefix) => base.removePrefix(prefix),
  };
}
