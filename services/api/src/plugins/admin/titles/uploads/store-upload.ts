import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { uniqueStorageName } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { type MediaBucket, mediaBucket } from '../../../stored-files/buckets';
import { type MediaKind, sniffAndLimit } from './sniff-limit';

export interface StoredUpload {
  bucketName: string;
  /** The unique file name, `time-random.ext`; the record keeps this bare name. */
  name: string;
  size: number;
  mime: string;
}

/**
 * Streams one uploaded file into a GridFS bucket through the type sniffer and the size limit.
 * The file is written under a temporary name and renamed once its type is known (the extension
 * comes from the bytes). On any failure (wrong bytes, too large, client gone) its chunks and
 * file document are removed before the error is rethrown: nothing half-stored remains.
 */
export async function storeUpload(
  db: Connection,
  bucketName: string,
  source: Readable,
  kind: MediaKind,
  maxBytes: number,
  prefix = '',
): Promise<StoredUpload> {
  const bucket = mediaBucket(db, bucketName);
  const { stream: sniffer, type } = sniffAndLimit(kind, maxBytes);
  const pending = `pending-${randomBytes(8).toString('hex')}`;
  const upload = bucket.openUploadStream(pending);
  try {
    await pipeline(source, sniffer, upload);
    const { mime, ext } = await type;
    // Spec §7 unique name (time, random part), with the extension of the detected type.
    const name = uniqueStorageName(`upload.${ext}`, { prefix });
    // The real name, and the content type the media route serves (it reads metadata first).
    await db
      .collection(`${bucketName}.files`)
      .updateOne({ _id: upload.id }, { $set: { filename: name, metadata: { contentType: mime } } });
    return { bucketName, name, size: upload.length, mime };
  } catch (error) {
    source.resume();
    await bucket.delete(upload.id).catch(() => undefined);
    throw error;
  }
}

/** Removes every stored version of a file name; a missing file is not an error. */
export async function removeStoredFile(bucket: MediaBucket, name: string): Promise<void> {
  const files = await bucket.find({ filename: name }).toArray();
  await Promise.all(files.map((f) => bucket.delete(f._id).catch(() => undefined)));
}
