// Responsive posters (issue 28): a raster poster of the thumbnails bucket, resized to one of the
// contracts' widths in WebP or AVIF by sharp on its first request, then kept in a bucket of its
// own (named by the original's id, so a replaced poster gets new variants) and served from there.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PosterFormat, PosterWidth } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import sharp, { type Sharp } from 'sharp';
import { findStoredFile, type MediaBucket, mediaBucket, type StoredFile } from './buckets';
import { contentTypeOf } from './media-headers';

/** Not one of the spec's public buckets: variants are only reached through their poster's URL. */
export const POSTER_VARIANTS_BUCKET = 'movie-thumbnail-variants';

/** Types sharp resizes; an SVG (or anything else) is served as it is. */
const RASTER_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);

// AVIF at effort 2: about as fast as WebP on a small poster, still the smaller file.
const ENCODE: Record<PosterFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 72 }),
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
};

export const posterVariantName = (original: StoredFile, width: PosterWidth, format: PosterFormat) =>
  `${String(original._id)}-${width}.${format}`;

/** Variants being made now, so concurrent first requests share one resize. */
const making = new Map<string, Promise<StoredFile | null>>();

async function readAll(bucket: MediaBucket, file: StoredFile): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of bucket.openDownloadStream(file._id)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function make(
  db: Connection,
  source: MediaBucket,
  original: StoredFile,
  width: PosterWidth,
  format: PosterFormat,
): Promise<StoredFile | null> {
  const variants = mediaBucket(db, POSTER_VARIANTS_BUCKET);
  const name = posterVariantName(original, width, format);
  const kept = await findStoredFile(variants, name);
  if (kept) return kept;
  // Never wider than the original (a small upload stays its own size, only re-encoded).
  const image = sharp(await readAll(source, original), { animated: false })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  const bytes = await ENCODE[format](image).toBuffer();
  await pipeline(
    Readable.from([bytes]),
    variants.openUploadStream(name, { metadata: { contentType: `image/${format}`, source: original._id } }),
  );
  return findStoredFile(variants, name);
}

/**
 * The stored variant of `original` (made now if needed) and its bucket; null when the poster has
 * no variants (not a raster image) or it could not be read as one.
 */
export async function posterVariant(
  db: Connection,
  source: MediaBucket,
  original: StoredFile,
  width: PosterWidth,
  format: PosterFormat,
): Promise<{ bucket: MediaBucket; file: StoredFile } | null> {
  if (!RASTER_TYPES.has(contentTypeOf(original).toLowerCase())) return null;
  const key = posterVariantName(original, width, format);
  let pending = making.get(key);
  if (!pending) {
    pending = make(db, source, original, width, format)
      .catch(() => null)
      .finally(() => making.delete(key));
    making.set(key, pending);
  }
  const file = await pending;
  return file ? { bucket: mediaBucket(db, POSTER_VARIANTS_BUCKET), file } : null;
}
