import {
  CONTINUE_WATCHING_MAX,
  type ContinueWatchingEntry,
  isFinished,
  MIN_RESUME_SECONDS,
  type ProgressInput,
  progressFraction,
  resumePosition,
  type WatchProgress,
} from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { episodeModel } from '../../models/episode';
import { movieModel } from '../../models/movie';
import { type WatchProgressDoc, watchProgressModel } from '../../models/watch-progress';
import { type CatalogueScope, withinScope } from '../catalog/catalogue-scope';
import { displayMovies } from '../catalog/display';
import {
  episodeProgressOf,
  orderedEpisodes,
  removeEpisodeProgress,
  saveEpisodeStep,
} from './series-progress';

/** Every query is keyed by the acting viewer profile, resolved by the access gate from the caller. */
export interface ProgressOwner {
  db: Connection;
  userId: string;
  profileId: string;
  /** The profile's catalogue scope: titles above its ceiling do not exist for it. */
  scope: CatalogueScope;
}

type Stored = Pick<
  WatchProgressDoc,
  'position_seconds' | 'duration_seconds' | 'finished' | 'updated_at' | 'episode_id'
>;

function toProgress(movieId: string, doc: Stored | null): WatchProgress {
  const position = doc?.position_seconds ?? 0;
  const duration = doc?.duration_seconds ?? 0;
  return {
    movieId,
    positionSeconds: position,
    durationSeconds: duration,
    fraction: progressFraction(position, duration),
    finished: doc?.finished ?? false,
    resumeAtSeconds: resumePosition(position, duration),
    updatedAt: doc ? doc.updated_at.toISOString() : null,
    episodeId: doc?.episode_id ?? null,
  };
}

const keyOf = (owner: ProgressOwner, movieId: string) => ({
  viewer_profile_id: owner.profileId,
  movie_id: movieId,
});

export function titleVisible(owner: ProgressOwner, movieId: string): Promise<boolean> {
  return movieModel(owner.db)
    .exists(withinScope({ _id: movieId }, owner.scope))
    .then((found) => found !== null);
}

/** Upserts the position (saving the same one again changes nothing but the time). */
export async function saveProgress(
  owner: ProgressOwner,
  movieId: string,
  input: ProgressInput,
  now: Date,
): Promise<WatchProgress> {
  // A <video> may report a position a hair past its duration.
  const position = Math.min(input.positionSeconds, input.durationSeconds);
  let fields: Stored = {
    position_seconds: position,
    duration_seconds: input.durationSeconds,
    finished: isFinished(position, input.durationSeconds),
    updated_at: now,
  };
  if (input.episodeId) {
    // A series' row follows its episodes: a finished one moves it on to the next.
    const step = await saveEpisodeStep(owner, movieId, input.episodeId, position, input.durationSeconds, now);
    fields = {
      position_seconds: step.positionSeconds,
      duration_seconds: step.durationSeconds,
      finished: step.finished,
      updated_at: now,
      episode_id: step.episodeId,
    };
  }
  const update = { $set: fields, $setOnInsert: { user_id: owner.userId } };
  const write = () => watchProgressModel(owner.db).updateOne(keyOf(owner, movieId), update, { upsert: true });
  try {
    await write();
  } catch (error) {
    // Two first saves raced on the unique index: the second is now a plain update.
    if ((error as { code?: unknown })?.code !== 11000) throw error;
    await write();
  }
  return toProgress(movieId, fields);
}

export async function readProgress(owner: ProgressOwner, movieId: string): Promise<WatchProgress> {
  const doc = await watchProgressModel(owner.db).findOne(keyOf(owner, movieId)).lean();
  const progress = toProgress(movieId, doc);
  const episodes = await orderedEpisodes(owner, movieId);
  const first = episodes[0];
  if (!first) return progress;
  // A series resumes its current episode; none yet, a finished series or a deleted episode: S1E1.
  const current = episodes.find((e) => e.id === doc?.episode_id);
  const episodeId = current && !doc?.finished ? current.id : first.id;
  return {
    ...progress,
    episodeId,
    resumeAtSeconds: episodeId === doc?.episode_id ? progress.resumeAtSeconds : 0,
    episodes: await episodeProgressOf(owner, movieId),
  };
}

export async function removeProgress(owner: ProgressOwner, movieId: string): Promise<void> {
  await watchProgressModel(owner.db).deleteOne(keyOf(owner, movieId));
  await removeEpisodeProgress(owner, movieId);
}

/** Started, unfinished titles newest first; deleted titles and those above the ceiling are left out. */
export async function continueWatching(owner: ProgressOwner): Promise<ContinueWatchingEntry[]> {
  const rows = await watchProgressModel(owner.db)
    .find({
      viewer_profile_id: owner.profileId,
      finished: false,
      // A series moved on to its next episode is in the row at that episode's start.
      $or: [{ position_seconds: { $gte: MIN_RESUME_SECONDS } }, { episode_id: { $ne: null } }],
    })
    .sort({ updated_at: -1, _id: -1 })
    .limit(CONTINUE_WATCHING_MAX)
    .lean();
  if (rows.length === 0) return [];
  const movies = await movieModel(owner.db)
    .find(withinScope({ _id: { $in: rows.map((r) => r.movie_id) } }, owner.scope))
    .lean();
  const byId = new Map((await displayMovies(owner.db, movies)).map((m) => [m.id, m]));
  const episodeIds = rows.flatMap((r) => (r.episode_id ? [r.episode_id] : []));
  const episodes = new Map(
    (
      await episodeModel(owner.db)
        .find({ _id: { $in: episodeIds } }, { season: 1, number: 1, title: 1 })
        .lean()
    ).map((e) => [e._id, { id: e._id, season: e.season, number: e.number, title: e.title }]),
  );
  return rows.flatMap((row) => {
    const movie = byId.get(row.movie_id);
    if (!movie) return [];
    const { positionSeconds, durationSeconds, fraction } = toProgress(row.movie_id, row);
    return [
      {
        movie,
        positionSeconds,
        durationSeconds,
        fraction,
        updatedAt: row.updated_at.toISOString(),
        ...(row.episode_id && episodes.has(row.episode_id) ? { episode: episodes.get(row.episode_id) } : {}),
      },
    ];
  });
}
