import type { Static } from 'typebox';
import { isPlayable, type MediaAssetDoc } from '../../media-pipeline/jobs/media-asset';
import type { QueueStanding } from '../../media-pipeline/jobs/queue';
import type { TranscodeJobSchema } from './schemas';

/**
 * An asset row as the admin panel's transcoding tab shows it, with its place in the queue while
 * it waits or runs (`place`: the queue's standing of the asset; none once done or failed).
 */
export function toTranscodeJob(
  asset: MediaAssetDoc,
  title: string | null,
  place?: QueueStanding,
): Static<typeof TranscodeJobSchema> {
  const inQueue = place && (asset.state === 'queued' || asset.state === 'running');
  return {
    id: asset._id,
    movieId: asset.movie_id,
    title,
    kind: asset.kind,
    state: asset.state,
    percent: asset.percent,
    error: asset.error,
    attempts: asset.attempts,
    playable: isPlayable(asset),
    renditions: asset.ladder?.video.map((v) => v.id) ?? [],
    audio: asset.ladder?.audio.map((a) => a.language) ?? [],
    subtitles: asset.subtitles.map((s) => s.language),
    masterUrl: `/media/hls/${encodeURIComponent(asset.movie_id)}/${asset.kind}/master.m3u8`,
    updatedAt: new Date(asset.updated_at).toISOString(),
    position: inQueue ? place.position : null,
    etaSeconds: inQueue ? place.etaSeconds : null,
  };
}
