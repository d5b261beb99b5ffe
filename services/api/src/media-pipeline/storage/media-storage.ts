import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
  /** Strong entity tag, quoted. */
  etag: string;
  lastModified: Date;
}

/**
 * Where transcoded media lives, behind one interface: GridFS on the app's own connection by
 * default, an S3-compatible object store (MEDIA_STORAGE=s3) for production scale, or a folder on a
 * media volume nginx serves from (MEDIA_STORAGE=fs, the edge: core/media-edge.ts). Keys are
 * paths (`hls/<title>/<kind>/<ladder>/v720/s0001.ts`); objects are written once, never changed.
 */
export interface StoredBody {
  key: string;
  body: Buffer;
  contentType: string;
}

export interface MediaStorage {
  readonly kind: 'gridfs' | 's3' | 'fs';
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** Many small objects at once, where the store has a faster way than one put each (GridFS). */
  putMany?(objects: StoredBody[]): Promise<void>;
  stat(key: string): Promise<StoredObject | null>;
  /** The object, or the inclusive byte range of it. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Deletes every object under the prefix; answers how many. */
  removePrefix(prefix: string): Promise<number>;
}

export async function readText(storage: MediaStorage, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
