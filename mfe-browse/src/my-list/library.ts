import { libraryApi } from '@premieres/api-client';
import type { ListEntry } from '@premieres/contracts';

export type LibraryKind = 'list' | 'likes';

/** My List (`/api/me/list`) and likes (`/api/me/likes`) through the shared api-client. */
export const libraryCalls = {
  list: (kind: LibraryKind): Promise<{ items: ListEntry[] }> =>
    kind === 'list' ? libraryApi.getList() : libraryApi.getLikes(),
  add: (kind: LibraryKind, movieId: string): Promise<unknown> =>
    kind === 'list' ? libraryApi.addToList(movieId) : libraryApi.like(movieId),
  remove: (kind: LibraryKind, movieId: string): Promise<unknown> =>
    kind === 'list' ? libraryApi.removeFromList(movieId) : libraryApi.unlike(movieId),
};
