import { EPISODE_ERROR_CODES, nextEpisodeOf, type PlaybackGrant } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { AppError } from '../../core/errors';
import { episodeModel } from '../../models/episode';

/** What a playback grant says about the episode it plays (and the one after it). */
export async function episodeForPlayback(
  db: Connection,
  movieId: string,
  episodeId: string,
): Promise<{ episode: NonNullable<PlaybackGrant['episode']>; intro: PlaybackGrant['intro'] }> {
  const all = await episodeModel(db)
    .find(
      { movie_id: movieId },
      { season: 1, number: 1, title: 1, intro_start_seconds: 1, intro_end_seconds: 1 },
    )
    .lean();
  const doc = all.find((e) => e._id === episodeId);
  if (!doc) throw AppError.coded(404, EPISODE_ERROR_CODES.notFound, 'No such episode');
  const brief = (e: typeof doc) => ({ id: e._id, season: e.season, number: e.number, title: e.title });
  const ordered = all.map((e) => ({ ...e, id: e._id }));
  const next = nextEpisodeOf(ordered, episodeId);
  return {
    episode: { ...brief(doc), next: next ? brief(next) : null },
    intro: markersOf(doc),
  };
}

/** A pair of stored markers as the grant's intro, or null. */
export function markersOf(doc: {
  intro_start_seconds?: number | null;
  intro_end_seconds?: number | null;
}): PlaybackGrant['intro'] {
  const start = doc.intro_start_seconds ?? null;
  const end = doc.intro_end_seconds ?? null;
  return start !== null && end !== null && end > start ? { start, end } : null;
}

/** Path of an episode's HLS master playlist (signed like a title's). */
export const episodeMasterPath = (movieId: string, episodeId: string) =>
  `/media/hls/${encodeURIComponent(movieId)}/episodes/${encodeURIComponent(episodeId)}/master.m3u8`;
