import { LRUCache } from 'lru-cache';
import type { MediaStorage, StoredObject } from '../../media-pipeline/storage/media-storage';

const MB = 1024 * 1024;
/** Memory each API process gives to recently served media files (segments, playlists, WebVTT). */
export const STORED_CACHE_BYTES = 96 * MB;
/** Larger objects (a source-sized file, a long 4K segment) are streamed from storage every time. */
const LARGEST_KEPT_BYTES = 12 * MB;

export interface CachedObject {
  object: StoredObject;
  /** The whole object, or null when it is too large to keep (stream it from storage). */
  body: Buffer | null;
}

export interface StoredCache {
  /** The object's description and bytes, read from storage once; null when nothing is stored there. */
  get(key: string): Promise<CachedObject | null>;
}

async function readAll(storage: MediaStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Stored media keys never change content (objects are written once; a new transcode writes a new
 * ladder folder), so each process keeps the files it served last in memory, by key, and a segment
 * is read from GridFS or S3 once instead of on every request and Range. Concurrent first requests
 * share one read. Only the bytes are kept: the signature, expiry and subscription checks and the
 * plan cap still run on every request, before this is asked.
 */
export function createStoredCache(storage: MediaStorage, maxBytes = STORED_CACHE_BYTES): StoredCache {
  const cache = new LRUCache<string, CachedObject>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.body?.length ?? 1),
    // A missing object (undefined) is not kept: an upload in progress shows up on the next request.
    fetchMethod: async (key) => {
      const object = await storage.stat(key);
      if (!object) return undefined;
      if (object.size > LARGEST_KEPT_BYTES || object.size > maxBytes) return { object, body: null };
      return { object, body: await readAll(storage, key) };
    },
  });
  return { get: async (key) => (await cache.fetch(key)) ?? null };
}
