import { fileExtension, STORAGE_BUCKETS, storedFileName } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { type MovieDoc, movieModel } from '../../models/movie';
import { mediaBucket } from '../media/buckets';
import { removeStoredFile } from './uploads/store-upload';

type FileFields = Pick<MovieDoc, 'thumbnail' | 'trailer_url' | 'content_url'>;

/**
 * The stored file a record value points at, or null: a URL containing the bucket name gives its
 * last segment (spec §7); a bare file name is a file of the bucket (a thumbnail without an
 * extension is stored as name.jpg, as the URL rules resolve it).
 */
export function storedNameOf(value: string | null | undefined, bucket: string): string | null {
  if (!value) return null;
  const fromUrl = storedFileName(value, bucket);
  if (fromUrl) return fromUrl;
  if (value.includes('/') || /^https?:/i.test(value)) return null;
  return bucket === STORAGE_BUCKETS.thumbnails && !fileExtension(value) ? `${value}.jpg` : value;
}

/** The stored files a record points at, per bucket. */
function filesOf(doc: FileFields): { bucket: string; name: string }[] {
  const pairs: [string | null, string][] = [
    [doc.thumbnail, STORAGE_BUCKETS.thumbnails],
    [doc.trailer_url, STORAGE_BUCKETS.trailers],
    [doc.content_url, STORAGE_BUCKETS.trailers],
  ];
  return pairs.flatMap(([value, bucket]) => {
    const name = storedNameOf(value, bucket);
    return name ? [{ bucket, name }] : [];
  });
}

/**
 * Removes the files `before` pointed at that `after` (the saved record, or null when deleted)
 * no longer does, unless another title still uses them (sample titles share clips).
 */
export async function removeReleasedFiles(
  db: Connection,
  before: FileFields[],
  after: FileFields[] = [],
): Promise<void> {
  const kept = new Set(after.flatMap(filesOf).map((f) => `${f.bucket}/${f.name}`));
  const released = new Map<string, { bucket: string; name: string }>();
  for (const file of before.flatMap(filesOf)) {
    if (!kept.has(`${file.bucket}/${file.name}`)) released.set(`${file.bucket}/${file.name}`, file);
  }
  const Movies = movieModel(db);
  await Promise.all(
    [...released.values()].map(async ({ bucket, name }) => {
      const field = bucket === STORAGE_BUCKETS.thumbnails ? ['thumbnail'] : ['trailer_url', 'content_url'];
      const users = await Movies.countDocuments({
        $or: field.map((f) => ({ [f]: { $regex: escapeName(name) } })),
      });
      if (users === 0) await removeStoredFile(mediaBucket(db, bucket), name);
    }),
  );
}

function escapeName(name: string): string {
  return `(^|/)${name.replace(/\.jpg$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
}
