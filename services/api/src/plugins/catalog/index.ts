import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { DEFAULT_MOVIE_SORT, movieRoutes, TRENDING_MAX, toTrendingItem } from '@premieres/contracts';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { categoryModel, toCategory } from '../../models/category';
import { movieModel, toMovieRecord } from '../../models/movie';
import { withLanguage } from '../languages/language-filter';
import { catalogueIndexOf } from '../search/catalogue-index';
import { catalogueScope, withinScope } from './catalogue-scope';
import { displayMovies } from './display';
import { movieFilter, movieSort } from './movie-filter';
import { catalogCaches, invalidateCatalogCache } from './read-cache';
import { CategorySchema, MAX_RANKED_MATCHES } from './schemas';
import { trendingMovies } from './trending-order';

/** One cache key per distinct query (parameters in a fixed order, defaults applied). */
function listKey(query: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(query)
      .sort()
      .map((key) => [key, query[key]]),
  );
}

/**
 * Domain plugin: the catalogue under /api (movies, trending, categories). Browsing is public
 * (access 'anon'): the landing page shows trending titles to visitors and the spec does not
 * protect the browse pages. Answers come through a short per-process cache (read-cache.ts).
 * The sample catalogue is seeded at start (startup/data-steps.ts).
 */
export const catalogPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const Movies = movieModel(app.db);
  const Categories = categoryModel(app.db);
  const cache = catalogCaches(app.db, app.apiConfig.catalogCacheTtlMs);
  // Staff writes on any API process clear this process's cache (catalogue change bus).
  const unsubscribe = app.catalogueChanges.subscribe(() => invalidateCatalogCache(app.db));
  app.addHook('onClose', async () => unsubscribe());

  const { listMovies, getMovie, trending } = movieRoutes;
  app.get(
    listMovies.path,
    {
      config: { access: 'anon', viewer: 'optional' },
      schema: {
        tags: ['catalog'],
        summary: 'Movies and series with filters, search, sorting and pages (newest first by default)',
        querystring: listMovies.querystring,
        response: { 200: listMovies.response, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { sort, page, limit, ...criteria } = request.query;
      const scope = catalogueScope(request);
      return cache.lists.get(`${scope.key}|${listKey(request.query)}`, async () => {
        const { language, q: text, ...rest } = criteria;
        let filter = withinScope(await withLanguage(app.db, movieFilter(rest), language), scope);
        const q = text?.trim();
        if (q) {
          // Text search is the search index's (the same as GET /api/search): its ranked matches
          // within the profile's ceiling narrow the other filters.
          const hits = await catalogueIndexOf(app.db).search(q, { certifications: scope.certifications });
          const ranked = hits.slice(0, MAX_RANKED_MATCHES).map((hit) => hit.id);
          filter = { $and: [filter, { _id: { $in: ranked } }] };
          if (!sort) {
            // Best match first: the index's order, then the page.
            const matches = await Movies.find(filter, { _id: 1 }).lean();
            const matching = new Set(matches.map((doc) => doc._id));
            const ids = ranked.filter((id) => matching.has(id));
            const pageIds = ids.slice((page - 1) * limit, page * limit);
            const docs = await Movies.find({ _id: { $in: pageIds } }).lean();
            const byId = new Map(docs.map((doc) => [doc._id, doc]));
            const shown = pageIds.flatMap((id) => byId.get(id) ?? []);
            return { items: await displayMovies(app.db, shown), total: ids.length, page, limit };
          }
        }
        const [docs, total] = await Promise.all([
          Movies.find(filter)
            .sort(movieSort(sort ?? DEFAULT_MOVIE_SORT))
            .skip((page - 1) * limit)
            .limit(limit)
            .lean(),
          Movies.countDocuments(filter),
        ]);
        return { items: await displayMovies(app.db, docs), total, page, limit };
      });
    },
  );

  app.get(
    getMovie.path,
    {
      config: { access: 'anon', viewer: 'optional' },
      schema: {
        tags: ['catalog'],
        summary: 'One title in display form',
        params: getMovie.params,
        response: { 200: getMovie.response, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const scope = catalogueScope(request);
      // Above the profile's ceiling is answered exactly like an unknown id.
      const movie = await cache.titles.get(`${scope.key}|${id}`, async () => {
        const doc = await Movies.findOne(withinScope({ _id: id }, scope)).lean();
        return doc ? (await displayMovies(app.db, [doc]))[0] : undefined;
      });
      if (!movie) throw AppError.message(404, undefined, 'api.contentNotFound');
      return movie;
    },
  );

  app.get(
    trending.path,
    {
      config: { access: 'anon', viewer: 'optional' },
      schema: {
        tags: ['catalog'],
        summary: `Trending list in slot order, at most ${TRENDING_MAX} (one stored order, switched atomically)`,
        response: { 200: trending.response },
      },
    },
    async (request) => {
      const scope = catalogueScope(request);
      return cache.small.get(`${scope.key}|trending`, async () => {
        // Titles above the profile's ceiling drop out; the others keep their slot numbers.
        const ranked = await trendingMovies(app.db, (ids) => withinScope({ _id: { $in: ids } }, scope));
        return ranked.flatMap(
          ({ position, movie }) =>
            toTrendingItem({ ...toMovieRecord(movie), trending_position: position }) ?? [],
        );
      });
    },
  );

  app.get(
    '/categories',
    {
      config: { access: 'anon' },
      schema: {
        tags: ['catalog'],
        summary: 'Categories ordered by name',
        response: { 200: Type.Array(CategorySchema) },
      },
    },
    async () =>
      cache.small.get('categories', async () => {
        const docs = await Categories.find().sort({ name: 1 }).lean();
        return docs.map(toCategory);
      }),
  );
};
