import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_NOT_FOUND, episodeRoutes } from '@premieres/contracts';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { episodeModel } from '../../models/episode';
import { movieModel } from '../../models/movie';
import { catalogueScope, withinScope } from '../catalog/catalogue-scope';
import { episodeMedia, groupBySeason, toEpisode } from './episode-view';

/**
 * `GET /api/movies/:id/episodes`: a series' episodes by season. The series is the gate: read
 * through the viewer's catalogue scope, so above a profile's ceiling it is 404 like the title.
 * A movie has no seasons (an empty list).
 */
export const episodeCatalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const Movies = movieModel(app.db);
  const Episodes = episodeModel(app.db);
  const { seasons } = episodeRoutes;
  app.get(
    seasons.path,
    {
      config: { access: 'anon', viewer: 'optional' },
      schema: {
        tags: ['catalog'],
        summary: 'A series’ episodes grouped by season (the series obeys the profile’s ceiling)',
        params: seasons.params,
        response: { 200: seasons.response, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const series = await Movies.exists(withinScope({ _id: id }, catalogueScope(request)));
      if (!series) throw new AppError(404, CONTENT_NOT_FOUND);
      const docs = await Episodes.find({ movie_id: id }).sort({ season: 1, number: 1 }).lean();
      const media = await episodeMedia(app.db, docs);
      return groupBySeason(
        id,
        docs.map((d) => toEpisode(d, media)),
      );
    },
  );
};
