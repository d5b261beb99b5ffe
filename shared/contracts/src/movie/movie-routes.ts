import { type Static, type TLiteral, type TUnion, Type } from 'typebox';
import type { ApiRoute } from '../api-routes/api-route';
import { MEDIA_LANGUAGE_CODES } from '../media/hls/media-languages';
import { pagingQuery } from '../paging';
import { MOVIE_SECTIONS } from './filters';
import { ContentTypeSchema } from './movie';
import { MovieDisplaySchema, TrendingItemSchema } from './movie-display';
import { MOVIE_PATHS } from './movie-paths';
import { MOVIE_SORTS } from './movie-sorts';

export const MOVIE_LIST_DEFAULT_PAGE_SIZE = 20;
export const MOVIE_LIST_MAX_PAGE_SIZE = 100;

/**
 * A union of these literals, each kept as its literal type: over a mapped array, Type.Union types
 * every member as the array's element, and the query's `section` and `sort` came out as
 * `undefined`. Same schema at run time.
 */
function literalUnion<const Values extends readonly string[]>(
  values: Values,
  options: { description: string },
) {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as unknown as TUnion<{ -readonly [K in keyof Values]: TLiteral<Values[K]> }>;
}

/** `GET /api/movies` query. */
export const MovieListQuerySchema = Type.Object({
  type: Type.Optional(ContentTypeSchema),
  section: Type.Optional(
    literalUnion(MOVIE_SECTIONS, {
      description: "A named selection: 'movies-trending' = movies that are new or rated 8 or more",
    }),
  ),
  genre: Type.Optional(Type.String({ maxLength: 100, description: 'Exact category name, any case' })),
  is_new: Type.Optional(Type.Boolean()),
  is_trending: Type.Optional(Type.Boolean()),
  min_rating: Type.Optional(Type.Number({ minimum: 0, maximum: 10 })),
  language: Type.Optional(
    Type.Enum(MEDIA_LANGUAGE_CODES, { description: 'Titles with audio or subtitles in this language' }),
  ),
  q: Type.Optional(
    Type.String({ maxLength: 200, description: 'Words in the title, cast, director or genre (any case)' }),
  ),
  sort: Type.Optional(
    literalUnion(MOVIE_SORTS, {
      description:
        "A field; a leading '-' means descending. Default: best match first with `q`, else newest first",
    }),
  ),
  ...pagingQuery(MOVIE_LIST_MAX_PAGE_SIZE, MOVIE_LIST_DEFAULT_PAGE_SIZE),
});
/** The query as the API sees it once validated (defaults applied). */
export type MovieListQueryValues = Static<typeof MovieListQuerySchema>;
/** The query a client sends (`catalogApi.listMovies`): every parameter optional. */
export type MovieQuery = Partial<MovieListQueryValues>;

export const MovieListSchema = Type.Object({
  items: Type.Array(MovieDisplaySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});

export const MovieIdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/**
 * The public movie routes, one table for both ends: the catalogue plugin registers these
 * schemas, the api-client's catalogApi calls these paths and answers these types. The pattern
 * for the other domains.
 */
export const movieRoutes = {
  listMovies: {
    method: 'GET',
    path: MOVIE_PATHS.listMovies,
    querystring: MovieListQuerySchema,
    response: MovieListSchema,
  },
  getMovie: {
    method: 'GET',
    path: MOVIE_PATHS.getMovie,
    params: MovieIdParamsSchema,
    response: MovieDisplaySchema,
  },
  trending: { method: 'GET', path: MOVIE_PATHS.trending, response: Type.Array(TrendingItemSchema) },
} as const satisfies Record<string, ApiRoute>;
export type MovieRoutes = typeof movieRoutes;
