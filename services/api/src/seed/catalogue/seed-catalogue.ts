import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { STORAGE_BUCKETS } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { categoryModel } from '../../models/category';
import { movieModel } from '../../models/movie';
import { mediaBucket } from '../../plugins/stored-files/buckets';
import { fillLocalTitles } from './fill-local-titles';
import { posterFileName } from './poster-name';
import { renderPosterSvg } from './poster-svg';
import { SAMPLE_CATEGORIES } from './sample-categories';
import { SAMPLE_MOVIES } from './sample-movies';
import { isLocalVideo, SAMPLE_RECORDS } from './sample-records';
import { unlinkTrailerContent } from './unlink-trailer-content';

/** Bump when the sample data changes, so existing databases receive the new titles once. */
// 2: the clips are also stored in the private content bucket (signed playback only).
// 3: the clips are trailers only: sample titles' content is their generated film (unlinkTrailerContent).
// 4: sample titles carry their names in Devanagari and Malayalam script (fillLocalTitles).
export const CATALOGUE_SEED_VERSION = 4;
const MARKER_ID = 'catalogue';

export const DEFAULT_VIDEO_DIR = path.resolve(__dirname, '../../../assets/videos');

export interface CatalogueSeedResult {
  skipped: boolean;
  movies: number;
  categories: number;
  files: number;
}

interface SeedMarker {
  _id: string;
  version: number;
  applied_at: Date;
}

function isDuplicateKey(error: unknown): boolean {
  const e = error as { code?: number; writeErrors?: { code?: number }[] };
  return (
    e?.code === 11000 ||
    ((e?.writeErrors?.length ?? 0) > 0 && e.writeErrors?.every((w) => w.code === 11000) === true)
  );
}

/** Inserts the rows whose ids are missing; a concurrent seeder's duplicate is not an error. */
async function insertMissing<T extends { _id: string }>(
  existingIds: string[],
  rows: T[],
  insert: (rows: T[]) => Promise<unknown>,
): Promise<number> {
  const have = new Set(existingIds);
  const missing = rows.filter((r) => !have.has(r._id));
  if (missing.length === 0) return 0;
  try {
    await insert(missing);
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  return missing.length;
}

async function storeIfMissing(
  db: Connection,
  bucketName: string,
  name: string,
  contentType: string,
  source: () => Readable,
): Promise<boolean> {
  const bucket = mediaBucket(db, bucketName);
  const existing = await bucket.find({ filename: name }).limit(1).toArray();
  if (existing.length > 0) return false;
  await pipeline(source(), bucket.openUploadStream(name, { metadata: { contentType } }));
  return true;
}

/**
 * The spec's built-in sample catalogue, its categories, generated posters and the shipped sample
 * trailers. Runs once per database and version: later runs do nothing, so titles that staff
 * edit or delete stay that way. A partly applied run (crash, concurrent replica) completes next time.
 */
export async function seedCatalogue(
  db: Connection,
  options: { videoDir?: string } = {},
): Promise<CatalogueSeedResult> {
  const markers = db.collection<SeedMarker>('seed_runs');
  const marker = await markers.findOne({ _id: MARKER_ID });
  if (marker && marker.version >= CATALOGUE_SEED_VERSION) {
    return { skipped: true, movies: 0, categories: 0, files: 0 };
  }
  const videoDir = options.videoDir ?? DEFAULT_VIDEO_DIR;
  const Movies = movieModel(db);
  const Categories = categoryModel(db);

  const categories = await insertMissing(
    (await Categories.find({}, { _id: 1 }).lean()).map((c) => c._id),
    SAMPLE_CATEGORIES.map((c) => ({
      _id: c.id,
      name: c.name,
      description: c.description,
      created_at: new Date(),
    })),
    (rows) => Categories.insertMany(rows, { ordered: false }),
  );
  const movies = await insertMissing(
    (await Movies.find({ _id: { $in: SAMPLE_RECORDS.map((m) => m._id) } }, { _id: 1 }).lean()).map(
      (m) => m._id,
    ),
    SAMPLE_RECORDS,
    (rows) => Movies.insertMany(rows, { ordered: false }),
  );

  let files = 0;
  for (const sample of SAMPLE_MOVIES) {
    const poster = renderPosterSvg(sample);
    if (
      await storeIfMissing(
        db,
        STORAGE_BUCKETS.thumbnails,
        posterFileName(sample.title),
        'image/svg+xml',
        () => Readable.from([Buffer.from(poster)]),
      )
    ) {
      files++;
    }
    const video = sample.trailer;
    if (isLocalVideo(video)) {
      const file = path.join(videoDir, video);
      if (
        await storeIfMissing(db, STORAGE_BUCKETS.trailers, video, 'video/mp4', () => createReadStream(file))
      ) {
        files++;
      }
    }
  }
  await unlinkTrailerContent(db);
  await fillLocalTitles(db);

  await markers.updateOne(
    { _id: MARKER_ID },
    { $set: { version: CATALOGUE_SEED_VERSION, applied_at: new Date() } },
    { upsert: true },
  );
  return { skipped: false, movies, categories, files };
}
