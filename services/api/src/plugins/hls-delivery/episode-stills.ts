import { Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { isPlayable, type MediaAssetDoc } from '../../media-pipeline/jobs/media-asset';
import { POSTER_FILE } from '../../media-pipeline/ladder/describe-ladder';
import { ladderFolder } from '../../media-pipeline/ladder-view';
import type { MediaStorage } from '../../media-pipeline/storage/media-storage';
import { IMMUTABLE, sendStored } from './send-stored';
import type { StoredCache } from './stored-cache';

const ID = { minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };

/**
 * The episode list's still of an episode: the poster frame its transcode wrote. Public like a
 * title's poster (an <img> carries no token); the path names the ladder's folder, which changes
 * with every transcode, so the file is cached for good.
 */
export function episodeStillUrl(
  movieId: string,
  episodeId: string,
  asset: Pick<MediaAssetDoc, 'state' | 'ladder' | 'ladder_prefix'> | undefined,
): string | null {
  if (!asset || !isPlayable(asset)) return null;
  const ids = `${encodeURIComponent(movieId)}/episodes/${encodeURIComponent(episodeId)}`;
  return `/media/stills/${ids}/${encodeURIComponent(ladderFolder(asset))}.jpg`;
}

/** `GET /media/stills/:movieId/episodes/:episodeId/:folder.jpg` (see episodeStillUrl). */
export function episodeStillRoute(
  app: FastifyInstance,
  media: { storage: MediaStorage; cache: StoredCache },
  findAsset: (id: string) => Promise<MediaAssetDoc | null>,
  assetIdOf: (movieId: string, episodeId: string) => string,
): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/stills/:movieId/episodes/:episodeId/:still',
    config: { access: 'anon' },
    logLevel: 'warn',
    schema: {
      tags: ['media'],
      summary: "An episode's still (the poster frame of its transcode), for the episode list",
      params: Type.Object({
        movieId: Type.String(ID),
        episodeId: Type.String(ID),
        still: Type.String({ maxLength: 80, pattern: '^[A-Za-z0-9_-]+\\.jpg$' }),
      }),
      response: {
        200: Type.Unknown({ description: 'A JPEG' }),
        304: Type.Unknown({ description: 'Not modified' }),
        ...errorResponses(404),
      },
    },
    handler: async (request, reply) => {
      const { movieId, episodeId, still } = request.params as {
        movieId: string;
        episodeId: string;
        still: string;
      };
      const asset = await findAsset(assetIdOf(movieId, episodeId));
      // Only the current transcode's still: an older folder's name is not found.
      if (!asset || !isPlayable(asset) || `${ladderFolder(asset)}.jpg` !== still) {
        throw AppError.message(404, 'NOT_FOUND', 'media.stillNotFound');
      }
      return sendStored(request, reply, media, `${asset.ladder_prefix}${POSTER_FILE}`, IMMUTABLE);
    },
  });
}
