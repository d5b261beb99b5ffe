import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { lookup } from 'mime-types';
import type { MediaStorage } from './media-storage';

/** HLS types (RFC 8216 §4; mime-types has no entry for .m3u8 under this name). */
export function mediaContentType(name: string): string {
  if (name.endsWith('.m3u8')) return 'application/vnd.apple.mpegurl';
  if (name.endsWith('.ts')) return 'video/mp2t';
  if (name.endsWith('.vtt')) return 'text/vtt; charset=utf-8';
  return lookup(name) || 'application/octet-stream';
}

/** Stores every file under `folder` at `prefix` + its relative path; answers the bytes stored. */
export async function importFolder(storage: MediaStorage, folder: string, prefix: string): Promise<number> {
  let bytes = 0;
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(folder, file).split(path.sep).join('/');
    const body = await readFile(file);
    bytes += body.length;
    await storage.put(`${prefix}${relative}`, body, mediaContentType(entry.name));
  }
  return bytes;
}
