import type { ListEntry } from '@premieres/contracts';
import { call } from './http';

export interface LibraryList {
  items: ListEntry[];
}

const path = (kind: 'list' | 'likes', movieId?: string) =>
  movieId === undefined ? `me/${kind}` : `me/${kind}/${encodeURIComponent(movieId)}`;

/** My List (`/api/me/list`) and likes (`/api/me/likes`); both need a signed-in user. */
export const libraryApi = {
  getList: (): Promise<LibraryList> => call((c) => c.get(path('list')).json()),
  addToList: async (movieId: string): Promise<void> => {
    await call((c) => c.put(path('list', movieId)));
  },
  removeFromList: async (movieId: string): Promise<void> => {
    await call((c) => c.delete(path('list', movieId)));
  },
  getLikes: (): Promise<LibraryList> => call((c) => c.get(path('likes')).json()),
  like: async (movieId: string): Promise<void> => {
    await call((c) => c.put(path('likes', movieId)));
  },
  unlike: async (movieId: string): Promise<void> => {
    await call((c) => c.delete(path('likes', movieId)));
  },
};
