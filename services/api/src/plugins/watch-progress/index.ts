import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_NOT_FOUND, watchProgressRoutes } from '@premieres/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { AUTH_REQUIRED } from '../../messages';
import { catalogueScope } from '../catalog/catalogue-scope';
import {
  continueWatching,
  type ProgressOwner,
  readProgress,
  removeProgress,
  saveProgress,
  titleVisible,
} from './progress-store';

// Paths, params, bodies and answers are the contracts' (watchProgressRoutes,
// watch-progress/watch-progress-routes.ts).
const { save, get, continueWatching: continueWatchingRoute, remove } = watchProgressRoutes;

/**
 * Domain plugin: resume positions and Continue Watching of the acting viewer profile, under
 * /api/me (no user or profile in the URL, so no other's can be named). Subscribers only: only
 * they play content. Titles above the profile's ceiling read as absent, as everywhere.
 */
export const watchProgressPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const common = { config: { access: 'subscriber' as const, viewer: 'required' as const } };
  const tags = ['watch-progress'];
  const security = [{ bearerAuth: [] }];

  const owner = (request: FastifyRequest): ProgressOwner => {
    // The access gate sets auth and viewer here; this guards against a misdeclared route.
    if (!request.auth || !request.viewer) throw new AppError(401, AUTH_REQUIRED);
    const { userId } = request.auth;
    return { db: app.db, userId, profileId: request.viewer.profileId, scope: catalogueScope(request) };
  };
  const visibleOwner = async (request: FastifyRequest, movieId: string) => {
    const who = owner(request);
    if (!(await titleVisible(who, movieId))) throw new AppError(404, CONTENT_NOT_FOUND);
    return who;
  };

  app.put(
    save.path,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Save where the acting profile is in a title (an upsert; past 95 % it counts as finished)',
        params: save.params,
        body: save.body,
        response: { 200: save.response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { movieId } = request.params;
      const who = await visibleOwner(request, movieId);
      return saveProgress(who, movieId, request.body, app.clock.now());
    },
  );

  app.get(
    get.path,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Where the acting profile left a title (resumeAtSeconds 0: start from the beginning)',
        params: get.params,
        response: { 200: get.response, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { movieId } = request.params;
      return readProgress(await visibleOwner(request, movieId), movieId);
    },
  );

  app.get(
    continueWatchingRoute.path,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Started, unfinished titles of the acting profile, most recently watched first',
        querystring: continueWatchingRoute.querystring,
        response: { 200: continueWatchingRoute.response, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const all = await continueWatching(owner(request));
      return { items: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit };
    },
  );

  app.delete(
    remove.path,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Remove a title from Continue Watching (it starts over; removing an absent one succeeds)',
        params: remove.params,
        response: { [remove.status]: remove.response, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await removeProgress(owner(request), request.params.movieId);
      return reply.code(204).send(null);
    },
  );
};
