import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { episodeCatalogueRoutes } from './catalogue-routes';
import { episodeStaffRoutes } from './staff-routes';

/**
 * Domain plugin: seasons and episodes of series. The catalogue read (`/api/movies/:id/episodes`)
 * and the staff routes under /api/admin. Playback and progress of an episode live in the
 * playback and watch-progress domains, which read the same model.
 */
export const episodesPlugin: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(episodeCatalogueRoutes);
  await app.register(async (staff) => {
    // One video per request: the episode's media.
    const limits = app.apiConfig.uploadLimits;
    await staff.register(multipart, {
      limits: { fileSize: limits.trailerBytes + 1, files: 1, fields: 0, parts: 1 },
    });
    // Its paths carry their /admin prefix (the contracts' episodeRoutes).
    await staff.register(episodeStaffRoutes);
  });
};
