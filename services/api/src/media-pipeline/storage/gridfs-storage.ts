import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose, { type Connection } from 'mongoose';
import { mediaBucket } from '../../plugins/stored-files/buckets';
import type { MediaStorage, StoredBody, StoredObject } from './media-storage';

export const HLS_BUCKET = 'media-hls';
/** The driver's default chunk size (255 KiB). */
const CHUNK_BYTES = 255 * 1024;
type GridFSFile = mongoose.mongo.GridFSFile;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** GridFS storage (bucket `media-hls` on the app's connection): the default, as for uploads. */
export function gridFsStorage(db: Connection, bucketName = HLS_BUCKET): MediaStorage {
  // One bucket object: a new one checks the collections' indexes again on its first write, a
  // round trip per stored file when importing a ladder.
  let cached: { db: unknown; bucket: ReturnType<typeof mediaBucket> } | null = null;
  const bucket = () => {
    if (!cached || cached.db !== db.db) cached = { db: db.db, bucket: mediaBucket(db, bucketName) };
    return cached.bucket;
  };
  let indexed = false;
  /** GridFS's two indexes, as the driver makes them on a bucket's first upload. */
  async function ensureIndexes() {
    if (indexed || !db.db) return;
    await db.db.collection(`${bucketName}.files`).createIndex({ filename: 1, uploadDate: 1 });
    await db.db.collection(`${bucketName}.chunks`).createIndex({ files_id: 1, n: 1 }, { unique: true });
    indexed = true;
  }
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
    /**
     * A ladder's ~100 segments and playlists in two bulk inserts instead of an upload stream
     * each (the same GridFS documents the driver writes): every chunk first, then the file
     * documents, so no reader finds a file whose chunks are not all there.
     */
    async putMany(objects: StoredBody[]) {
      if (objects.length === 0) return;
      if (!db.db) throw new Error('Database connection is not open');
      await ensureIndexes();
      const { ObjectId, Binary } = mongoose.mongo;
      const uploadDate = new Date();
      const files: GridFSFile[] = [];
      const chunks: {
        _id: InstanceType<typeof ObjectId>;
        files_id: InstanceType<typeof ObjectId>;
        n: number;
        data: InstanceType<typeof Binary>;
      }[] = [];
      for (const { key, body, contentType } of objects) {
        const _id = new ObjectId();
        for (let n = 0; n === 0 || n * CHUNK_BYTES < body.length; n++) {
          const data = new Binary(body.subarray(n * CHUNK_BYTES, (n + 1) * CHUNK_BYTES));
          chunks.push({ _id: new ObjectId(), files_id: _id, n, data });
        }
        files.push({
          _id,
          length: body.length,
          chunkSize: CHUNK_BYTES,
          uploadDate,
          filename: key,
          metadata: { contentType },
        });
      }
      await db.db.collection(`${bucketName}.chunks`).insertMany(chunks, { ordered: false });
      await db.db.collection(`${bucketName}.files`).insertMany(files, { ordered: false });
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
