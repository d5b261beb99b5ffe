import type { Connection } from 'mongoose';
import { episodeModel } from '../../models/episode';
import { movieModel } from '../../models/movie';
import { SAMPLE_EPISODES } from './sample-episodes';

/**
 * Bump when the sample episodes change, with a step that brings an older database up to date.
 * 1: the episodes. 2: their synopses (a version-1 database has none).
 */
export const EPISODE_SEED_VERSION = 2;
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
  // A database that has the episodes only gets what is new: episodes staff deleted stay deleted.
  const inserted = marker ? 0 : await insertMissing(db);
  if (marker && marker.version < 2) await fillSynopses(db);
  await markers.updateOne(
    { _id: MARKER_ID },
    { $set: { version: EPISODE_SEED_VERSION, applied_at: new Date() } },
    { upsert: true },
  );
  return inserted;
}

/** The sample episodes of the sample series still present, except those already there. */
async function insertMissing(db: Connection): Promise<number> {
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
  return missing.length;
}

/** Version 2: a synopsis for each sample episode that has none; one staff wrote stays. */
async function fillSynopses(db: Connection): Promise<void> {
  const episodes = episodeModel(db);
  for (const episode of SAMPLE_EPISODES) {
    if (!episode.synopsis) continue;
    await episodes.updateOne(
      { _id: episode._id, synopsis: { $in: [null, ''] } },
      { $set: { synopsis: episode.synopsis } },
    );
  }
}
