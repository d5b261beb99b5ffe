import { STORAGE_BUCKETS } from '@premieres/contracts';
import mongoose, { type Connection } from 'mongoose';

/** The two public storage buckets of the spec (§3). */
export const MEDIA_BUCKETS: readonly string[] = [STORAGE_BUCKETS.thumbnails, STORAGE_BUCKETS.trailers];

/**
 * Private bucket of playable content: never served by the public bucket URLs, only through
 * signed content URLs (playback-grants plugin).
 */
export const CONTENT_BUCKET = 'movie-content';

export function isMediaBucket(name: string): boolean {
  return MEDIA_BUCKETS.includes(name);
}

// The driver bundled with mongoose (mongoose.mongo), so the bucket and the connection's Db agree on types.
export type MediaBucket = InstanceType<typeof mongoose.mongo.GridFSBucket>;
export type StoredFile = mongoose.mongo.GridFSFile;

/** A GridFS bucket on the app's own connection (collections `<bucket>.files` and `<bucket>.chunks`). */
export function mediaBucket(db: Connection, bucketName: string): MediaBucket {
  if (!db.db) throw new Error('Database connection is not open');
  return new mongoose.mongo.GridFSBucket(db.db, { bucketName });
}

/** The newest file stored under `name` (an upload under an existing name replaces it for readers). */
export async function findStoredFile(bucket: MediaBucket, name: string): Promise<StoredFile | null> {
  const [file] = await bucket.find({ filename: name }).sort({ uploadDate: -1 }).limit(1).toArray();
  return file ?? null;
}
