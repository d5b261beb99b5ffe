import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { categoryRoutes } from './categories/category-routes';
import { insightsRoutes } from './insights/insights-routes';
import { movieRoutes } from './titles/movie-routes';
import { trendingRoutes } from './trending/trending-routes';

/**
 * Domain plugin: the admin panel's API under /api/admin (staff only: moderator or admin), one
 * folder per entity: titles/ (records with their uploads), trending/ (the order), categories/,
 * insights/ (analytics, plays, the audit log and the staff list). Every catalogue write appends an
 * audit entry and announces the change on the catalogue change bus (after-write.ts).
 */
export const adminPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.apiConfig.uploadLimits;
  await app.register(multipart, {
    limits: {
      // Per-file limits are the sniffer's (per part); this is only the backstop.
      fileSize: Math.max(limits.thumbnailBytes, limits.trailerBytes) + 1,
      files: 2,
      fields: 1,
      fieldSize: 1024 * 1024,
      parts: 3,
    },
  });
  for (const routes of [movieRoutes, trendingRoutes, categoryRoutes, insightsRoutes]) {
    await app.register(routes, { prefix: '/admin' });
  }
};
