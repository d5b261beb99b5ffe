import { fileExtension, STORAGE_BUCKETS, storedFileName } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { episodeModel } from '../../../models/episode';
import { type MovieDoc, movieModel } from '../../../models/movie';
import { CONTENT_BUCKET, mediaBucket } from '../../stored-files/buckets';
import { removeStoredFile } from './uploads/store-upload';

type FileFields = Pick<MovieDoc, 'thumbnail' | 'trailer_url' | 'content_url'>;
type StoredRef = { bucket: string; name: string };

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

/**
 * The stored file a content_url names: a film staff uploaded (`movie-content/<name>`, the private
 * content bucket), else an uploaded clip of the trailers bucket.
 */
export function contentFileOf(value: string | null | undefined): StoredRef | null {
  const film = value?.includes(CONTENT_BUCKET) ? storedFileName(value, CONTENT_BUCKET) : null;
  if (film) return { bucket: CONTENT_BUCKET, name: film };
  const clip = storedNameOf(value, STORAGE_BUCKETS.trailers);
  return clip ? { bucket: STORAGE_BUCKETS.trailers, name: clip } : null;
}

/** The stored files a record points at, per bucket. */
function filesOf(doc: FileFields): StoredRef[] {
  const pairs: [string | null, string][] = [
    [doc.thumbnail, STORAGE_BUCKETS.thumbnails],
    [doc.trailer_url, STORAGE_BUCKETS.trailers],
  ];
  const files = pairs.flatMap(([value, bucket]) => {
    const name = storedNameOf(value, bucket);
    return name ? [{ bucket, name }] : [];
  });
  const content = contentFileOf(doc.content_url);
  return content ? [...files, content] : files;
}

/** Removes each file unless a title or an episode still points at it (sample titles share clips). */
async function removeUnused(db: Connection, files: StoredRef[]): Promise<void> {
  const Movies = movieModel(db);
  const Episodes = episodeModel(db);
  await Promise.all(
    files.map(async ({ bucket, name }) => {
      const pattern = { $regex: escapeName(name) };
      const fields =
        bucket === STORAGE_BUCKETS.thumbnails
          ? ['thumbnail']
          : bucket === CONTENT_BUCKET
            ? ['content_url']
            : ['trailer_url', 'content_url'];
      const users =
        (await Movies.countDocuments({ $or: fields.map((f) => ({ [f]: pattern })) })) +
        (bucket === STORAGE_BUCKETS.thumbnails ? 0 : await Episodes.countDocuments({ content_url: pattern }));
      if (users === 0) await removeStoredFile(mediaBucket(db, bucket), name);
    }),
  );
}

/** Removes the stored video files of episodes that were deleted or given another one. */
export async function removeEpisodeFiles(
  db: Connection,
  episodes: { content_url: string | null }[],
): Promise<void> {
  const files = episodes.flatMap((e) => contentFileOf(e.content_url) ?? []);
  await removeUnused(db, files);
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
  const released = new Map<string, StoredRef>();
  for (const file of before.flatMap(filesOf)) {
    if (!kept.has(`${file.bucket}/${file.name}`)) released.set(`${file.bucket}/${file.name}`, file);
  }
  await removeUnused(db, [...released.values()]);
}

function escapeName(name: string): string {
  return `(^|/)${name.replace(/\.jpg$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
}
