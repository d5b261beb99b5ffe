import { Type } from 'typebox';
import type { ApiRoute } from '../api-routes/api-route';
import { ListEntrySchema } from '../movie/movie-display';
import { LIBRARY_PATHS } from './library-paths';

/** A list's entries, most recently added first. */
export const LibraryListSchema = Type.Object({ items: Type.Array(ListEntrySchema) });

export const ListMembershipSchema = Type.Object({ inList: Type.Boolean() });

export const ListAddedSchema = Type.Object({
  inList: Type.Literal(true),
  added_at: Type.String({ format: 'date-time' }),
});

export const ListMovieParamsSchema = Type.Object({ movieId: Type.String({ minLength: 1, maxLength: 100 }) });

/** One list's four routes: read it, ask whether a title is in it, add one, remove one. */
function listRoutes<const Path extends string, const EntryPath extends string>(
  path: Path,
  entryPath: EntryPath,
) {
  return {
    read: { method: 'GET', path, response: LibraryListSchema },
    has: { method: 'GET', path: entryPath, params: ListMovieParamsSchema, response: ListMembershipSchema },
    add: { method: 'PUT', path: entryPath, params: ListMovieParamsSchema, response: ListAddedSchema },
    remove: {
      method: 'DELETE',
      path: entryPath,
      params: ListMovieParamsSchema,
      status: 204,
      response: Type.Null(),
    },
  } as const satisfies Record<string, ApiRoute>;
}

/**
 * My List and Liked titles (same shape, one table each), for both ends: the library plugin
 * registers these schemas, the api-client's libraryApi calls these paths and answers these types.
 */
export const libraryRoutes = {
  list: listRoutes(LIBRARY_PATHS.list, LIBRARY_PATHS.listEntry),
  likes: listRoutes(LIBRARY_PATHS.likes, LIBRARY_PATHS.likeEntry),
} as const;
export type LibraryRoutes = typeof libraryRoutes;
/** Which list: My List or Liked titles. */
export type LibraryKind = keyof LibraryRoutes;
