import {
  BILLING_ERROR_CODES,
  type DownloadQuality,
  downloadHeights,
  type Licence,
  type MediaLanguage,
  resolveThumbnailUrl,
} from '@premieres/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import type { MediaAssetDoc } from '../../media-pipeline/jobs/media-asset';
import type { MediaPipeline } from '../../media-pipeline/media-pipeline';
import { languagePreferenceModel } from '../../models/language-preference';
import { episodeForPlayback } from '../episodes/episode-playback';
import { type PlayableMovie, playableMedia } from '../playback-grants/playable-media';

export interface DownloadTitle {
  movie: PlayableMovie;
  asset: MediaAssetDoc & { ladder: NonNullable<MediaAssetDoc['ladder']> };
  episode: Licence['episode'];
  /** The rung height of each quality the plan allows. */
  heights: Partial<Record<DownloadQuality, number>>;
}

/**
 * A title (or episode) as downloads see it, through the playback grant's own gate (catalogue scope
 * with the kids ceiling, MEDIA_NOT_READY while preparing): only a complete HLS ladder downloads.
 */
export async function downloadTitle(
  request: FastifyRequest,
  pipeline: Pick<MediaPipeline, 'hurry'>,
  contentId: string,
  episodeId: string | undefined,
  planLines: number,
): Promise<DownloadTitle> {
  const { movie, asset, hls } = await playableMedia(request, pipeline, contentId, episodeId);
  const episode = episodeId
    ? (await episodeForPlayback(request.server.db, contentId, episodeId)).episode
    : null;
  if (!hls || !asset?.ladder) {
    throw AppError.message(404, BILLING_ERROR_CODES.noContent, 'download.noContent');
  }
  const ladderAsset = asset as DownloadTitle['asset'];
  const heights = downloadHeights(
    ladderAsset.ladder.video.map((v) => v.height),
    planLines,
  );
  return {
    movie,
    asset: ladderAsset,
    episode: episode ? { season: episode.season, number: episode.number, title: episode.title } : null,
    heights,
  };
}

export const posterOf = (movie: Pick<PlayableMovie, 'thumbnail'>) => resolveThumbnailUrl(movie.thumbnail);

/** The audio to package: the one asked for, else the profile's preference, else the title's default. */
export async function audioLanguageFor(
  request: FastifyRequest,
  asset: DownloadTitle['asset'],
  asked: MediaLanguage | undefined,
): Promise<MediaLanguage | null> {
  const available = asset.ladder.audio.map((a) => a.language);
  if (asked && available.includes(asked)) return asked;
  const profileId = request.viewer?.profileId;
  if (profileId) {
    const preference = await languagePreferenceModel(request.server.db)
      .findOne({ viewer_profile_id: profileId }, { audio: 1 })
      .lean();
    if (preference?.audio && available.includes(preference.audio)) return preference.audio;
  }
  return asset.ladder.audio.find((a) => a.default)?.language ?? available[0] ?? null;
}

/** The size of a rung's package before it exists: its mean bit rate (audio included) over the length. */
export function estimatedBytes(asset: DownloadTitle['asset'], height: number): number {
  const video = asset.ladder.video.find((v) => v.height === height);
  return video ? Math.round((video.averageBandwidth * asset.ladder.durationSeconds) / 8) : 0;
}
