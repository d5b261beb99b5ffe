import type { Static } from 'typebox';
import { isPlayable, type MediaAssetDoc } from '../../media-pipeline/jobs/media-asset';
import type { TranscodeJobSchema } from './schemas';

/** An asset row as the admin panel's transcoding tab shows it. */
export function toTranscodeJob(
  asset: MediaAssetDoc,
  title: string | null,
): Static<typeof TranscodeJobSchema> {
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
  };
}
