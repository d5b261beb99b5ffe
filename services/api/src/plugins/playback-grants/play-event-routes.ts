import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { PlayEventBodySchema } from '@premieres/contracts';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { movieModel } from '../../models/movie';
import { playEventModel } from '../../models/play-event';
import { catalogueScope, withinScope } from '../catalog/catalogue-scope';
import { countPlay } from '../rows/count-play';

/**
 * `POST /api/playback/:movieId/events {milestone}`: the player reports start, two minutes in,
 * 25/50/75/100 % once each per play; only titles the viewer may see count. Two minutes in also
 * counts the play for "Top 10 today" (rows/count-play.ts).
 */
export const playEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const Movies = movieModel(app.db);
  const Events = playEventModel(app.db);
  // Indexes before serving, like every domain: a build left running would outlive a quick close.
  await Events.init();
  app.post(
    '/playback/:movieId/events',
    {
      config: { access: 'user', viewer: 'optional' },
      schema: {
        tags: ['playback'],
        summary: 'Records one play milestone of a title (admin analytics: plays, completion rate)',
        params: Type.Object({ movieId: Type.String({ minLength: 1, maxLength: 100 }) }),
        body: PlayEventBodySchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { movieId } = request.params;
      const movie = await Movies.exists(withinScope({ _id: movieId }, catalogueScope(request)));
      if (!movie) throw AppError.message(404, undefined, 'api.contentNotFound');
      const { milestone } = request.body;
      await Events.create({ movie_id: movieId, milestone, at: app.clock.now() });
      if (milestone === '2min') await countPlay(request, movieId);
      return reply.code(204).send(null);
    },
  );
};
