import { type Static, Type } from '@fastify/type-provider-typebox';
import {
  type Category,
  ContentTypeSchema,
  MEDIA_LANGUAGE_CODES,
  MOVIE_SECTIONS,
  MOVIE_SORTS,
  MovieDisplaySchema,
  pagingQuery,
} from '@premieres/contracts';

export const CategorySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

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

// Compile-time check: the category schema and the contracts' type describe the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameCategory: Same<Static<typeof CategorySchema>, Category> = true;
void sameCategory;
