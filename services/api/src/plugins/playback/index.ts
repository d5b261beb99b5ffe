import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  BILLING_ERROR_CODES,
  CONTENT_NOT_FOUND,
  MEDIA_NOT_READY,
  PlaybackGrantQuerySchema,
  PlaybackGrantSchema,
} from '@premieres/contracts';
import { callerOf } from '../../core/access';
import { AppError } from '../../core/errors';
import { signMediaUrl } from '../../core/media-signature';
import { errorResponses } from '../../core/schemas';
import { assetId, episodeAssetId, isPlayable, mediaAssetModel } from '../../media-pipeline/jobs/media-asset';
import { mediaPipelineOf } from '../../media-pipeline/media-pipeline';
import { movieModel } from '../../models/movie';
import { catalogueScope, withinScope } from '../catalog/catalogue-scope';
import { episodeForPlayback, episodeMasterPath, markersOf } from '../episodes/episode-playback';
import { contentPath, contentSource, hlsMasterPath } from './content-source';
import { playEventRoutes } from './play-event-routes';
import { openStream } from './screens/account-streams';
import { streamRoutes } from './screens/stream-routes';
import { statusRoute } from './status-route';

/**
 * Domain plugin: `GET /api/playback/:movieId` (subscribers only) gives a short-lived signed URL
 * of the title's content with the plan's caps. The title is read through the viewer's catalogue
 * scope, so one above a kids profile's ceiling is 404 like everywhere else. A film still being
 * transcoded answers 409 MEDIA_NOT_READY and moves its job to the front of the queue (the viewer
 * waits for it); `GET /api/playback/:movieId/status` says how far it is.
 */
export const playbackPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const Movies = movieModel(app.db);
  const Assets = mediaAssetModel(app.db);
  await app.register(playEventRoutes);
  await app.register(streamRoutes);
  await app.register(statusRoute);
  const { queue } = mediaPipelineOf(app.db, app.apiConfig.media, app.log);
  app.get(
    '/playback/:movieId',
    {
      config: { access: 'subscriber', viewer: 'optional' },
      schema: {
        tags: ['playback'],
        summary:
          'Signed, expiring content URL of a title, with the plan’s quality cap and screens; opens a stream (409 SCREEN_LIMIT_REACHED past the plan’s screens)',
        params: Type.Object({ movieId: Type.String({ minLength: 1, maxLength: 100 }) }),
        querystring: PlaybackGrantQuerySchema,
        response: { 200: PlaybackGrantSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { movieId } = request.params;
      const episodeId = request.query.episode;
      const movie = await Movies.findOne(withinScope({ _id: movieId }, catalogueScope(request)), {
        content_url: 1,
        trailer_url: 1,
        intro_start_seconds: 1,
        intro_end_seconds: 1,
      }).lean();
      if (!movie) throw new AppError(404, CONTENT_NOT_FOUND);
      const episode = episodeId ? await episodeForPlayback(app.db, movieId, episodeId) : null;
      const id = episodeId ? episodeAssetId(movieId, episodeId) : assetId(movieId, 'content');
      const asset = await Assets.findById(id, {
        state: 1,
        ladder: 1,
        ladder_prefix: 1,
      }).lean();
      const hls = asset !== null && isPlayable(asset);
      if (asset && !hls && asset.state !== 'failed') {
        // A film being prepared waits for its ladder, even when its upload is stored: the raw
        // file knows no plan cap and may not play in a browser. Someone is waiting: it goes first.
        await queue.hurry(id);
        throw AppError.coded(
          409,
          MEDIA_NOT_READY,
          'This title is still being prepared. Try again in a few minutes.',
        );
      }
      // A film with no ladder (another service's URL, or a stored file whose transcode failed)
      // plays as it is; never the trailer. Episodes are HLS only.
      const source = hls || episode ? null : contentSource(movie);
      if (!hls && !source) {
        throw AppError.coded(404, BILLING_ERROR_CODES.noContent, 'This title has no content yet.');
      }
      const entitlement = request.entitlement;
      if (!entitlement) throw new Error('subscriber route without an entitlement');
      const now = app.clock.now();
      const expiresAt = new Date(now.getTime() + app.apiConfig.playbackUrlTtlSeconds * 1000);
      const signer = { userId: callerOf(request).userId, profileId: request.viewer?.profileId ?? null };
      const mediaPath = () => {
        if (episodeId) return episodeMasterPath(movieId, episodeId);
        return hls ? hlsMasterPath(movieId) : contentPath(movieId);
      };
      const url =
        source?.kind === 'external' ? source.url : signMediaUrl(app, mediaPath(), signer, expiresAt);
      // Last, once the title is known to play: the grant takes one of the plan's screens or is refused.
      const stream = await openStream(app.db, {
        ...signer,
        device: request.query.device,
        movieId,
        screens: entitlement.screens,
        now,
      });
      reply.header('cache-control', 'no-store');
      return {
        url,
        format: hls ? ('hls' as const) : ('file' as const),
        expiresAt: expiresAt.toISOString(),
        plan: entitlement.planId,
        qualityLines: entitlement.qualityLines as 480 | 1080 | 2160,
        screens: entitlement.screens,
        streamId: stream.stream_id,
        intro: episode ? episode.intro : markersOf(movie),
        ...(episode ? { episode: episode.episode } : {}),
      };
    },
  );
};
