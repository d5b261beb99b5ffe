import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { BILLING_ERROR_CODES, PlaybackGrantQuerySchema, PlaybackGrantSchema } from '@premieres/contracts';
import { callerOf } from '../../core/access';
import { AppError } from '../../core/errors';
import { signMediaUrl } from '../../core/media-signature';
import { errorResponses } from '../../core/schemas';
import { mediaPipelineOf } from '../../media-pipeline/media-pipeline';
import { episodeForPlayback, episodeMasterPath, markersOf } from '../episodes/episode-playback';
import { contentPath, contentSource, hlsMasterPath } from './content-source';
import { playEventRoutes } from './play-event-routes';
import { playableMedia } from './playable-media';
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
export const playbackGrantsPlugin: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(playEventRoutes);
  await app.register(streamRoutes);
  await app.register(statusRoute);
  const pipeline = mediaPipelineOf(app.db, app.apiConfig.media, app.log);
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
      const { movie, hls } = await playableMedia(request, pipeline, movieId, episodeId);
      const episode = episodeId ? await episodeForPlayback(app.db, movieId, episodeId) : null;
      // A film with no ladder (another service's URL, or a stored file whose transcode failed)
      // plays as it is; never the trailer. Episodes are HLS only.
      const source = hls || episode ? null : contentSource(movie);
      if (!hls && !source) {
        throw AppError.message(404, BILLING_ERROR_CODES.noContent, 'playback.noContent');
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
