import { type Static, type TSchema, Type } from '@fastify/type-provider-typebox';
import {
  type Category,
  CertificationSchema,
  MEDIA_LANGUAGE_CODES,
  MOVIE_SECTIONS,
  type MovieDisplay,
  pagingQuery,
  type TrendingItem,
} from '@premieres/contracts';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const ContentTypeSchema = Type.Union([Type.Literal('movie'), Type.Literal('tv')]);

/** Contracts' MovieDisplay (spec §3 movie as displayed); the type checks below keep the two equal. */
export const MovieDisplaySchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  titleHi: Nullable(Type.String()),
  titleMl: Nullable(Type.String()),
  description: Type.String(),
  genre: Type.String(),
  rating: Type.Number(),
  thumbnail: Type.String(),
  trailerUrl: Type.String(),
  hasContent: Type.Boolean(),
  hasLocalTrailer: Type.Boolean(),
  director: Type.String(),
  cast: Type.Array(Type.String()),
  type: ContentTypeSchema,
  isNew: Type.Boolean(),
  isTrending: Type.Boolean(),
  year: Nullable(Type.Integer()),
  duration: Type.String(),
  durationMinutes: Nullable(Type.Number()),
  tags: Type.Array(Type.String()),
  seasons: Nullable(Type.Integer()),
  episodes: Nullable(Type.Integer()),
  trendingPosition: Nullable(Type.Integer()),
  certification: CertificationSchema,
});

export const TrendingItemSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  thumbnail: Type.String(),
  trending_position: Type.Integer({ minimum: 1 }),
});

export const CategorySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

export const MOVIE_SORTS = [
  '-created_at',
  'created_at',
  '-rating',
  'rating',
  'title',
  '-title',
  '-release_year',
  'release_year',
] as const;
export type MovieSort = (typeof MOVIE_SORTS)[number];
export const DEFAULT_MOVIE_SORT: MovieSort = '-created_at';
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** A search ranks at most this many matches (a query that matches more should be narrower). */
export const MAX_RANKED_MATCHES = 500;

export const MovieListQuery = Type.Object({
  type: Type.Optional(ContentTypeSchema),
  section: Type.Optional(
    Type.Union(
      MOVIE_SECTIONS.map((s) => Type.Literal(s)),
      { description: "A named selection: 'movies-trending' = movies that are new or rated 8 or more" },
    ),
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
    Type.Union(
      MOVIE_SORTS.map((s) => Type.Literal(s)),
      {
        description:
          "A field; a leading '-' means descending. Default: best match first with `q`, else newest first",
      },
    ),
  ),
  ...pagingQuery(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});
export type MovieListQueryType = Static<typeof MovieListQuery>;

export const MovieListSchema = Type.Object({
  items: Type.Array(MovieDisplaySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});

export const MovieIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

// Compile-time checks: the response schemas and the contracts' types describe the same shapes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameMovie: Same<Static<typeof MovieDisplaySchema>, MovieDisplay> = true;
const sameTrending: Same<Static<typeof TrendingItemSchema>, TrendingItem> = true;
const sameCategory: Same<Static<typeof CategorySchema>, Category> = true;
void [sameMovie, sameTrending, sameCategory];
