import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { mediaContentType } from './import-folder';
import type { MediaStorage, StoredObject } from './media-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files anyone on the machine may read (nginx's workers run as another user), folders they may enter. */
const FILE_MODE = 0o644;
const FOLDER_MODE = 0o755;

/** mkdir -p whose new folders get FOLDER_MODE whatever the process's umask. */
async function makeFolders(folder: string): Promise<void> {
  const first = await mkdir(folder, { recursive: true });
  if (!first) return;
  for (let current = folder; current.length >= first.length; current = path.dirname(current))
    await chmod(current, FOLDER_MODE);
}

async function countFiles(target: string): Promise<number> {
  const info = await stat(target).catch((error) => (isMissing(error) ? null : Promise.reject(error)));
  if (!info) return 0;
  if (!info.isDirectory()) return 1;
  const entries = await readdir(target, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/**
 * A folder on a local or mounted volume (MEDIA_STORAGE=fs, MEDIA_ROOT): the key is the path under
 * it, so nginx can serve the very files (the edge, core/media-edge.ts). A file appears whole or not
 * at all (written beside, then renamed). The type comes from the name, as nginx's would.
 */
export function fsStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  function fileOf(key: string): string {
    const file = path.resolve(base, key);
    if (path.isAbsolute(key) || !file.startsWith(`${base}${path.sep}`))
      throw new Error(`Not a media storage key: ${key}`);
    return file;
  }
  return {
    kind: 'fs',
    async put(key, body, _contentType) {
      const file = fileOf(key);
      await makeFolders(path.dirname(file));
      const partial = `${file}.${randomUUID().slice(0, 8)}.partial`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body);
        else await pipeline(body, createWriteStream(partial));
        await chmod(partial, FILE_MODE);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async stat(key): Promise<StoredObject | null> {
      const info = await stat(fileOf(key)).catch((error) =>
        isMissing(error) ? null : Promise.reject(error),
      );
      if (!info?.isFile()) return null;
      return {
        key,
        size: info.size,
        contentType: mediaContentType(key),
        // Written once and renamed into place: inode, size and time name one version.
        etag: `"${info.ino.toString(36)}-${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
        lastModified: info.mtime,
      };
    },
    async read(key, range) {
      const handle = await open(fileOf(key), 'r').catch((error) =>
        Promise.reject(isMissing(error) ? new Error(`No stored object ${key}`) : error),
      );
      const stream: Readable = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return stream;
    },
    async removePrefix(prefix) {
      // `hls/7/` (a folder) or `hls/7/content/l1-` (names in a folder that start so).
      const cut = prefix.lastIndexOf('/') + 1;
      const folder = cut > 0 ? fileOf(prefix.slice(0, cut)) : base;
      const start = prefix.slice(cut);
      const entries = await readdir(folder).catch((error) => (isMissing(error) ? [] : Promise.reject(error)));
      let removed = 0;
      for (const name of entries) {
        if (!name.startsWith(start)) continue;
        const target = path.join(folder, name);
        removed += await countFiles(target);
        await rm(target, { recursive: true, force: true });
      }
      return removed;
    },
  };
}
