import { MEDIA_NOT_READY } from '@premieres/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import {
  assetId,
  episodeAssetId,
  isPlayable,
  type MediaAssetDoc,
  mediaAssetModel,
} from '../../media-pipeline/jobs/media-asset';
import type { MediaPipeline } from '../../media-pipeline/media-pipeline';
import { type MovieDoc, movieModel } from '../../models/movie';
import { catalogueScope, withinScope } from '../catalog/catalogue-scope';

export type PlayableMovie = Pick<
  MovieDoc,
  '_id' | 'title' | 'thumbnail' | 'content_url' | 'trailer_url' | 'intro_start_seconds' | 'intro_end_seconds'
>;

export interface PlayableMedia {
  movie: PlayableMovie;
  assetId: string;
  asset: MediaAssetDoc | null;
  /** The asset's HLS ladder is complete. */
  hls: boolean;
}

/**
 * The gate every way of watching a title shares (the playback grant and download licences): the
 * title through the viewer's catalogue scope (one above a kids profile's ceiling is 404), and a
 * film still being prepared answers 409 MEDIA_NOT_READY and moves its job to the front of the queue.
 */
export async function playableMedia(
  request: FastifyRequest,
  pipeline: Pick<MediaPipeline, 'hurry'>,
  movieId: string,
  episodeId: string | undefined,
): Promise<PlayableMedia> {
  const db = request.server.db;
  const movie = await movieModel(db)
    .findOne(withinScope({ _id: movieId }, catalogueScope(request)), {
      title: 1,
      thumbnail: 1,
      content_url: 1,
      trailer_url: 1,
      intro_start_seconds: 1,
      intro_end_seconds: 1,
    })
    .lean<PlayableMovie>();
  if (!movie) throw AppError.message(404, undefined, 'api.contentNotFound');
  const id = episodeId ? episodeAssetId(movieId, episodeId) : assetId(movieId, 'content');
  const asset = await mediaAssetModel(db).findById(id).lean();
  const hls = asset !== null && isPlayable(asset);
  if (asset && !hls && asset.state !== 'failed') {
    // A film being prepared waits for its ladder, even when its upload is stored: the raw
    // file knows no plan cap and may not play in a browser. Someone is waiting: it goes first.
    await pipeline.hurry(id);
    throw AppError.message(409, MEDIA_NOT_READY, 'playback.preparing');
  }
  return { movie, assetId: id, asset, hls };
}
