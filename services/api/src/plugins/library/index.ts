import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_NOT_FOUND, libraryRoutes } from '@premieres/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { AUTH_REQUIRED } from '../../messages';
import { movieModel } from '../../models/movie';
import type { ListKind } from '../../models/watch-list';
import { catalogueScope, withinScope } from '../catalog/catalogue-scope';
import { addEntry, hasEntry, type ListOwner, listEntries, removeEntry } from './list-store';

// Each list's routes and schemas are the contracts' (libraryRoutes, library/library-routes.ts).
const LISTS = [
  { kind: 'list', routes: libraryRoutes.list, label: 'My List' },
  { kind: 'likes', routes: libraryRoutes.likes, label: 'Liked titles' },
] as const satisfies readonly { kind: ListKind; routes: unknown; label: string }[];

/**
 * Domain plugin: the signed-in user's My List and Liked titles under /api/me. Only the user's
 * own lists exist in these URLs (no user id in the path), so another user's cannot be named.
 */
export const libraryPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const Movies = movieModel(app.db);

  const owner = (request: FastifyRequest, kind: ListKind): ListOwner => {
    // The access gate sets auth and viewer on these routes; this guards against a misdeclared one.
    if (!request.auth || !request.viewer) throw new AppError(401, AUTH_REQUIRED);
    return {
      db: app.db,
      userId: request.auth.userId,
      profileId: request.viewer.profileId,
      kind,
      scope: catalogueScope(request),
    };
  };
  // Lists belong to the acting viewer profile (the chosen one, else the account's main profile).
  const common = { config: { access: 'user' as const, viewer: 'required' as const } };
  const security = [{ bearerAuth: [] }];

  for (const { kind, routes, label } of LISTS) {
    const tags = ['library'];
    const { read, has, add, remove } = routes;

    app.get(
      read.path,
      {
        ...common,
        schema: {
          tags,
          summary: `${label} of the acting viewer profile, most recently added first`,
          security,
          response: { 200: read.response, ...errorResponses(401) },
        },
      },
      async (request) => ({ items: await listEntries(owner(request, kind)) }),
    );

    app.get(
      has.path,
      {
        ...common,
        schema: {
          tags,
          summary: `Whether a title is in ${label}`,
          security,
          params: has.params,
          response: { 200: has.response, ...errorResponses(401) },
        },
      },
      async (request) => ({ inList: await hasEntry(owner(request, kind), request.params.movieId) }),
    );

    app.put(
      add.path,
      {
        ...common,
        schema: {
          tags,
          summary: `Add a title to ${label} (adding it again changes nothing)`,
          security,
          params: add.params,
          response: { 200: add.response, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const list = owner(request, kind);
        const { movieId } = request.params;
        // A title above the profile's ceiling cannot be added: it does not exist for this profile.
        if (!(await Movies.exists(withinScope({ _id: movieId }, list.scope)))) {
          throw new AppError(404, CONTENT_NOT_FOUND);
        }
        const addedAt = await addEntry(list, movieId);
        return { inList: true as const, added_at: new Date(addedAt).toISOString() };
      },
    );

    app.delete(
      remove.path,
      {
        ...common,
        schema: {
          tags,
          summary: `Remove a title from ${label} (removing one that is not there also succeeds)`,
          security,
          params: remove.params,
          response: { [remove.status]: remove.response, ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        await removeEntry(owner(request, kind), request.params.movieId);
        return reply.code(204).send(null);
      },
    );
  }
};
