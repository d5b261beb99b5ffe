import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Connection } from 'mongoose';
import { mediaBucket } from '../../plugins/media/buckets';
import type { MediaStorage, StoredObject } from './media-storage';

export const HLS_BUCKET = 'media-hls';

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** GridFS storage (bucket `media-hls` on the app's connection): the default, as for uploads. */
export function gridFsStorage(db: Connection, bucketName = HLS_BUCKET): MediaStorage {
  const bucket = () => mediaBucket(db, bucketName);
  async function find(key: string) {
    const [file] = await bucket().find({ filename: key }).sort({ uploadDate: -1 }).limit(1).toArray();
    return file ?? null;
  }
  return {
    kind: 'gridfs',
    async put(key, body, contentType) {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, bucket().openUploadStream(key, { metadata: { contentType } }));
    },
    async stat(key): Promise<StoredObject | null> {
      const file = await find(key);
      if (!file) return null;
      return {
        key,
        size: file.length,
        contentType: (file.metadata?.contentType as string | undefined) ?? 'application/octet-stream',
        // Objects never change in place (a new upload is a new _id), so _id + length is a strong tag.
        etag: `"${String(file._id)}-${file.length.toString(36)}"`,
        lastModified: file.uploadDate,
      };
    },
    async read(key, range) {
      const file = await find(key);
      if (!file) throw new Error(`No stored object ${key}`);
      return bucket().openDownloadStream(file._id, range ? { start: range.start, end: range.end + 1 } : {});
    },
    async removePrefix(prefix) {
      const files = await bucket()
        .find({ filename: { $regex: `^${escapeRegex(prefix)}` } })
        .toArray();
      for (const file of files) await bucket().delete(file._id);
      return files.length;
    },
  };
}
