import { libraryApi } from '@premieres/api-client';
import type { ListEntry } from '@premieres/contracts';

export type LibraryKind = 'list' | 'likes';

/** My List (`/api/me/list`) and likes (`/api/me/likes`) through the shared api-client. */
export const libraryCalls = {
  list: (kind: LibraryKind): Promise<{ items: ListEntry[] }> =>
    kind === 'list' ? libraryApi.getList() : libraryApi.getLikes(),
  /** The shell's early read of My List (its page's first read), once, if it has arrived. */
  arrived: (kind: LibraryKind): { items: ListEntry[] } | undefined =>
    kind === 'list' ? libraryApi.arrivedList() : undefined,
  add: (kind: LibraryKind, movieId: string): Promise<unknown> =>
    kind === 'list' ? libraryApi.addToList(movieId) : libraryApi.like(movieId),
  remove: (kind: LibraryKind, movieId: string): Promise<unknown> =>
    kind === 'list' ? libraryApi.removeFromList(movieId) : libraryApi.unlike(movieId),
};
