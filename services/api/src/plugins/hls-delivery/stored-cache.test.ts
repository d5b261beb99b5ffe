import { Readable } from 'node:stream';
import type { MediaStorage, StoredObject } from '../../media-pipeline/storage/media-storage';
import { createStoredCache } from './stored-cache';

/** An in-memory storage that counts what the cache asks of it. */
function countingStorage(files: Record<string, Buffer>) {
  const calls = { stat: 0, read: 0 };
  const storage: MediaStorage = {
    kind: 'gridfs',
    put: async () => undefined,
    async stat(key): Promise<StoredObject | null> {
      calls.stat += 1;
      const body = files[key];
      if (!body) return null;
      return {
        key,
        size: body.length,
        contentType: 'video/mp2t',
        etag: `"${key}"`,
        lastModified: new Date(0),
      };
    },
    async read(key) {
      calls.read += 1;
      const body = files[key];
      if (!body) throw new Error(`No stored object ${key}`);
      return Readable.from([body.subarray(0, 3), body.subarray(3)]);
    },
    removePrefix: async () => 0,
  };
  return { storage, calls };
}

describe('stored media cache', () => {
  it('reads an object from storage once, however many requests (and concurrent ones) ask', async () => {
    const body = Buffer.from('segment bytes');
    const { storage, calls } = countingStorage({ 'hls/1/content/l1/v480/s0000.ts': body });
    const cache = createStoredCache(storage);
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('hls/1/content/l1/v480/s0000.ts')));
    const again = await cache.get('hls/1/content/l1/v480/s0000.ts');
    for (const answer of [...answers, again]) {
      expect(answer?.body?.equals(body)).toBe(true);
      expect(answer?.object.size).toBe(body.length);
    }
    expect(calls).toEqual({ stat: 1, read: 1 });
  });

  it('answers null for a missing object and asks storage again next time', async () => {
    const { storage, calls } = countingStorage({});
    const cache = createStoredCache(storage);
    expect(await cache.get('nope')).toBeNull();
    expect(await cache.get('nope')).toBeNull();
    expect(calls.stat).toBe(2);
  });

  it('keeps no bytes of an object larger than the cache (it is streamed from storage)', async () => {
    const { storage, calls } = countingStorage({ big: Buffer.alloc(64) });
    const cache = createStoredCache(storage, 32);
    const answer = await cache.get('big');
    expect(answer?.body).toBeNull();
    expect(answer?.object.size).toBe(64);
    expect(calls.read).toBe(0);
  });

  it('evicts the least recently used objects past its size', async () => {
    const { storage, calls } = countingStorage({ a: Buffer.alloc(20), b: Buffer.alloc(20) });
    const cache = createStoredCache(storage, 30);
    await cache.get('a');
    await cache.get('b');
    await cache.get('a');
    expect(calls.read).toBe(3);
  });
});
