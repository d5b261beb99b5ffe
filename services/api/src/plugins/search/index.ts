import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  isWithinCeiling,
  RecentSearchesSchema,
  RecentSearchInputSchema,
  resolveThumbnailUrl,
  SEARCH_ERROR_CODES,
  SearchQuerySchema,
  type SearchSuggestion,
  SearchSuggestionsSchema,
  SUGGESTIONS_MAX,
  SuggestQuerySchema,
  TOP_CERTIFICATION,
  validateRecentSearch,
} from '@premieres/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { type MovieDoc, movieModel } from '../../models/movie';
import { catalogueScope, withinScope } from '../catalog/catalogue-scope';
import { displayMovies } from '../catalog/display';
import { CatalogueIndex, setCatalogueIndex } from './catalogue-index';
import { addRecentSearch, clearRecentSearches, type RecentOwner, recentSearches } from './recent-searches';
import { SearchResultsSchema } from './schemas';
import type { SearchHit } from './search-index';

/** An index not told of a change for this long re-reads the catalogue (a lost bus message). */
const INDEX_MAX_AGE_MS = 60_000;

function toSuggestion(hit: SearchHit): SearchSuggestion {
  return {
    id: hit.id,
    title: hit.title,
    titleHi: hit.titleHi,
    titleMl: hit.titleMl,
    year: hit.year,
    thumbnail: resolveThumbnailUrl(hit.thumbnail, ''),
    type: hit.type,
  };
}

/**
 * Domain plugin: catalogue search under /api (shapes and limits in contracts' search/). Answers
 * come from this process's in-process index (catalogue-index.ts), built at start (startup/) and
 * kept fresh by the catalogue change bus; every answer is within the acting profile's ceiling (the
 * catalogue scope). Browsing is public, so the searches are 'anon' with an optional profile;
 * recent searches belong to a profile.
 */
export const searchPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const Movies = movieModel(app.db);
  const index = new CatalogueIndex(app.db, {
    log: app.log,
    now: () => app.clock.now().getTime(),
    maxAgeMs: INDEX_MAX_AGE_MS,
  });
  setCatalogueIndex(app.db, index);
  const unsubscribe = app.catalogueChanges.subscribe(() => index.changed());
  app.addHook('onClose', async () => unsubscribe());

  const tags = ['search'];
  const viewerRoute = { config: { access: 'anon' as const, viewer: 'optional' as const } };

  app.get(
    '/search',
    {
      ...viewerRoute,
      schema: {
        tags,
        summary:
          'Titles matching the query, best first (typos, romanisations, Devanagari and Malayalam forgiven)',
        querystring: SearchQuerySchema,
        response: { 200: SearchResultsSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const query = request.query.q.trim();
      if (!query) return { query, items: [], total: 0, page, limit };
      const scope = catalogueScope(request);
      const hits = await index.search(query, { certifications: scope.certifications });
      const ids = hits.slice((page - 1) * limit, page * limit).map((hit) => hit.id);
      // The ceiling applies in the data layer too (the index filtered already).
      const docs = ids.length ? await Movies.find(withinScope({ _id: { $in: ids } }, scope)).lean() : [];
      const byId = new Map(docs.map((doc) => [doc._id, doc]));
      const shown = ids.flatMap((id) => byId.get(id) ?? []) as MovieDoc[];
      return { query, items: await displayMovies(app.db, shown), total: hits.length, page, limit };
    },
  );

  app.get(
    '/search/suggest',
    {
      ...viewerRoute,
      schema: {
        tags,
        summary: `The top ${SUGGESTIONS_MAX} titles for what is typed so far (poster, title, year), from the index alone`,
        querystring: SuggestQuerySchema,
        response: { 200: SearchSuggestionsSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const query = request.query.q.trim();
      if (!query) return { query, items: [] };
      const scope = catalogueScope(request);
      const hits = await index.search(query, { certifications: scope.certifications });
      return { query, items: hits.slice(0, SUGGESTIONS_MAX).map(toSuggestion) };
    },
  );

  const owner = (request: FastifyRequest): RecentOwner => {
    // The access gate sets auth and viewer on these routes; this guards against a misdeclared one.
    if (!request.auth || !request.viewer) throw AppError.message(401, undefined, 'auth.required');
    return { db: app.db, userId: request.auth.userId, profileId: request.viewer.profileId };
  };

  /**
   * The profile's recents as it may see them: a profile with a ceiling never gets back a query
   * whose best match in the whole catalogue is above it (it was typed, but names such a title).
   */
  const visibleRecents = async (request: FastifyRequest) => {
    const items = await recentSearches(owner(request));
    const ceiling = request.viewer?.ceiling ?? TOP_CERTIFICATION;
    if (ceiling === TOP_CERTIFICATION) return { items };
    const searched = await index.fresh();
    return {
      items: items.filter(({ q }) => {
        const best = searched.search(q, { certifications: null })[0];
        return !best || isWithinCeiling(best.certification, ceiling);
      }),
    };
  };

  const recentRoute = { config: { access: 'user' as const, viewer: 'required' as const } };
  const security = [{ bearerAuth: [] }];

  app.get(
    '/me/searches',
    {
      ...recentRoute,
      schema: {
        tags,
        security,
        summary: "The acting viewer profile's recent searches, newest first",
        response: { 200: RecentSearchesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => visibleRecents(request),
  );

  app.post(
    '/me/searches',
    {
      ...recentRoute,
      schema: {
        tags,
        security,
        summary: "Remember a search in the acting profile's recent searches (a repeat moves to the top)",
        body: RecentSearchInputSchema,
        response: { 200: RecentSearchesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const problem = validateRecentSearch(request.body.q);
      if (problem) throw AppError.coded(400, SEARCH_ERROR_CODES.queryEmpty, problem, { q: problem });
      await addRecentSearch(owner(request), request.body.q, app.clock.now());
      return visibleRecents(request);
    },
  );

  app.delete(
    '/me/searches',
    {
      ...recentRoute,
      schema: {
        tags,
        security,
        summary: "Clear the acting profile's recent searches",
        response: { 204: Type.Null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await clearRecentSearches(owner(request));
      return reply.code(204).send(null);
    },
  );
};
