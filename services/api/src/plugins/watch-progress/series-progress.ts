import {
  compareEpisodes,
  EPISODE_ERROR_CODES,
  type EpisodeProgress,
  isFinished,
  nextEpisodeOf,
  progressFraction,
} from '@premieres/contracts';
import { AppError } from '../../core/errors';
import { episodeModel } from '../../models/episode';
import { episodeProgressModel } from '../../models/episode-progress';
import type { ProgressOwner } from './progress-store';

interface Ordered {
  id: string;
  season: number;
  number: number;
  title: string;
  duration_seconds: number;
}

/** A series' episodes in season/number order (empty for a movie). */
export async function orderedEpisodes(owner: ProgressOwner, movieId: string): Promise<Ordered[]> {
  const docs = await episodeModel(owner.db)
    .find({ movie_id: movieId }, { season: 1, number: 1, title: 1, duration_seconds: 1 })
    .lean();
  return docs.map((d) => ({ ...d, id: d._id })).sort(compareEpisodes);
}

/** What the series' own row becomes after a save in one of its episodes. */
export interface SeriesStep {
  episodeId: string;
  positionSeconds: number;
  durationSeconds: number;
  finished: boolean;
}

/**
 * Saves the position inside one episode, then says where the series stands: on this episode,
 * or, once it is finished (past 95 %), at the start of the next one; after the last episode
 * the series itself is finished.
 */
export async function saveEpisodeStep(
  owner: ProgressOwner,
  movieId: string,
  episodeId: string,
  position: number,
  duration: number,
  now: Date,
): Promise<SeriesStep> {
  const episodes = await orderedEpisodes(owner, movieId);
  if (!episodes.some((e) => e.id === episodeId)) {
    throw AppError.coded(404, EPISODE_ERROR_CODES.notFound, 'No such episode');
  }
  const finished = isFinished(position, duration);
  await episodeProgressModel(owner.db).updateOne(
    { viewer_profile_id: owner.profileId, episode_id: episodeId },
    {
      $set: { position_seconds: position, duration_seconds: duration, finished, updated_at: now },
      $setOnInsert: { user_id: owner.userId, movie_id: movieId },
    },
    { upsert: true },
  );
  if (!finished) return { episodeId, positionSeconds: position, durationSeconds: duration, finished: false };
  const next = nextEpisodeOf(episodes, episodeId);
  if (!next) return { episodeId, positionSeconds: position, durationSeconds: duration, finished: true };
  return { episodeId: next.id, positionSeconds: 0, durationSeconds: next.duration_seconds, finished: false };
}

/** Each started episode's own progress. */
export async function episodeProgressOf(owner: ProgressOwner, movieId: string): Promise<EpisodeProgress[]> {
  const rows = await episodeProgressModel(owner.db)
    .find({ viewer_profile_id: owner.profileId, movie_id: movieId })
    .lean();
  return rows.map((r) => ({
    episodeId: r.episode_id,
    positionSeconds: r.position_seconds,
    durationSeconds: r.duration_seconds,
    fraction: progressFraction(r.position_seconds, r.duration_seconds),
    finished: r.finished,
  }));
}

export async function removeEpisodeProgress(owner: ProgressOwner, movieId: string): Promise<void> {
  await episodeProgressModel(owner.db).deleteMany({ viewer_profile_id: owner.profileId, movie_id: movieId });
}
