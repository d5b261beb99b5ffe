import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { EPISODE_ERROR_CODES, MediaStatusQuerySchema, MediaStatusSchema } from '@premieres/contracts';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { assetId, episodeAssetId } from '../../media-pipeline/jobs/media-asset';
import { mediaPipelineOf } from '../../media-pipeline/media-pipeline';
import { episodeModel } from '../../models/episode';
import { movieModel } from '../../models/movie';
import { catalogueScope, withinScope } from '../catalog/catalogue-scope';
import { contentSource } from './content-source';
import { mediaStatus } from './media-status';

/**
 * `GET /api/playback/:movieId/status[?episode=]` (members, within the profile's ceiling): whether
 * the title's film plays, or how far its transcode is (percent, place in the queue, ETA), so the
 * detail page and the player can say "Preparing · 45 % · about 30 s" and start it when ready.
 */
export const statusRoute: FastifyPluginAsyncTypebox = async (app) => {
  const Movies = movieModel(app.db);
  const pipeline = mediaPipelineOf(app.db, app.apiConfig.media, app.log);
  app.get(
    '/playback/:movieId/status',
    {
      config: { access: 'user', viewer: 'optional' },
      schema: {
        tags: ['playback'],
        summary:
          'Where a title’s film (or an episode’s) stands: ready, preparing (percent, queue position, ETA), failed or none',
        params: Type.Object({ movieId: Type.String({ minLength: 1, maxLength: 100 }) }),
        querystring: MediaStatusQuerySchema,
        response: { 200: MediaStatusSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { movieId } = request.params;
      const episodeId = request.query.episode;
      const movie = await Movies.findOne(withinScope({ _id: movieId }, catalogueScope(request)), {
        type: 1,
        content_url: 1,
        trailer_url: 1,
      }).lean();
      if (!movie) throw AppError.message(404, undefined, 'api.contentNotFound');
      if (episodeId && !(await episodeModel(app.db).exists({ _id: episodeId, movie_id: movieId }))) {
        throw AppError.message(404, EPISODE_ERROR_CODES.notFound, 'playback.episodeNotFound');
      }
      const target = episodeId
        ? { assetId: episodeAssetId(movieId, episodeId) }
        : movie.type === 'tv'
          ? { seriesId: movieId }
          : { assetId: assetId(movieId, 'content') };
      const playsAsFile = !episodeId && contentSource(movie) !== null;
      reply.header('cache-control', 'no-store');
      const status = await mediaStatus(app.db, target, playsAsFile, () => pipeline.queue.standing());
      if (status.state === 'preparing') pipeline.memberWaiting();
      return status;
    },
  );
};
