import type { LibraryKind, LibraryRoutes, RouteAnswer } from '@premieres/contracts';
import { LIBRARY_PATHS, routeUrl } from '@premieres/contracts';
import { arrivedAnswer, call } from './http';

// Answers typed from the contracts' route table (libraryRoutes); only its paths are imported at
// run time, so the schemas stay out of the browser bundles.
export type LibraryList = RouteAnswer<LibraryRoutes['list']['read']>;

const LIST_PATH = { list: LIBRARY_PATHS.list, likes: LIBRARY_PATHS.likes } as const;
const ENTRY_PATH = { list: LIBRARY_PATHS.listEntry, likes: LIBRARY_PATHS.likeEntry } as const;

const listPath = (kind: LibraryKind) => routeUrl(LIST_PATH[kind]);
const entryPath = (kind: LibraryKind, movieId: string) => routeUrl(ENTRY_PATH[kind], { movieId });

/** My List (`/api/me/list`) and likes (`/api/me/likes`); both need a signed-in user. */
export const libraryApi = {
  getList: (): Promise<LibraryList> => call((c) => c.get(listPath('list')).json()),
  /**
   * The answer of `getList()` when the shell already read it for this page (/my-list) and it has
   * arrived, else undefined: the page draws the list in its first render.
   */
  arrivedList: (): LibraryList | undefined => arrivedAnswer(listPath('list')),
  addToList: async (movieId: string): Promise<void> => {
    await call((c) => c.put(entryPath('list', movieId)));
  },
  removeFromList: async (movieId: string): Promise<void> => {
    await call((c) => c.delete(entryPath('list', movieId)));
  },
  getLikes: (): Promise<LibraryList> => call((c) => c.get(listPath('likes')).json()),
  like: async (movieId: string): Promise<void> => {
    await call((c) => c.put(entryPath('likes', movieId)));
  },
  unlike: async (movieId: string): Promise<void> => {
    await call((c) => c.delete(entryPath('likes', movieId)));
  },
};
