import type { Connection } from 'mongoose';
import { episodeModel } from '../../models/episode';
import { movieModel } from '../../models/movie';
import { SAMPLE_EPISODES } from './sample-episodes';

/** Bump when the sample episodes change, so existing databases receive the new ones once. */
export const EPISODE_SEED_VERSION = 1;
const MARKER_ID = 'episodes';

/**
 * The sample series' seasons and episodes, once per database and version (its own marker, so the
 * titles' seed is not run again): episodes staff delete stay deleted, and a series staff deleted
 * gets none. Answers how many were inserted.
 */
export async function seedEpisodes(db: Connection): Promise<number> {
  const markers = db.collection<{ _id: string; version: number; applied_at: Date }>('seed_runs');
  const marker = await markers.findOne({ _id: MARKER_ID });
  if (marker && marker.version >= EPISODE_SEED_VERSION) return 0;
  const seriesIds = [...new Set(SAMPLE_EPISODES.map((e) => e.movie_id))];
  const present = new Set(
    (
      await movieModel(db)
        .find({ _id: { $in: seriesIds } }, { _id: 1 })
        .lean()
    ).map((m) => m._id),
  );
  const have = new Set(
    (
      await episodeModel(db)
        .find({ movie_id: { $in: seriesIds } }, { _id: 1 })
        .lean()
    ).map((e) => e._id),
  );
  const missing = SAMPLE_EPISODES.filter((e) => present.has(e.movie_id) && !have.has(e._id));
  if (missing.length > 0) {
    try {
      await episodeModel(db).insertMany(missing);
    } catch (error) {
      // Another replica seeded them first.
      const e = error as { code?: number; writeErrors?: { code?: number }[] };
      const duplicate = e.code === 11000 || (e.writeErrors ?? []).every((w) => w.code === 11000);
      if (!duplicate) throw error;
    }
  }
  await markers.updateOne(
    { _id: MARKER_ID },
    { $set: { version: EPISODE_SEED_VERSION, applied_at: new Date() } },
    { upsert: true },
  );
  return missing.length;
}
