import { ApiRequestError, catalogApi, libraryApi } from '@premieres/api-client';
import type { ListEntry, MovieDisplay, Paged } from '@premieres/contracts';

// Typed handles on the mocked api-client (see api-client-mock.ts) and test data helpers.
export const mockedCatalog = catalogApi as jest.Mocked<typeof catalogApi>;
export const mockedLibrary = libraryApi as jest.Mocked<typeof libraryApi>;

export function page(items: MovieDisplay[]): Paged<MovieDisplay> {
  return { items, total: items.length, page: 1, limit: 100 };
}

export function entries(...movies: MovieDisplay[]): { items: ListEntry[] } {
  return {
    items: movies.map((movie, i) => ({ movie, added_at: new Date(Date.UTC(2025, 0, i + 1)).toISOString() })),
  };
}

export function notFound(): ApiRequestError {
  return new ApiRequestError({ statusCode: 404, error: 'Not Found', message: 'Content not found' });
}

/** Default: empty library, so cards can render. */
export function emptyLibrary(): void {
  mockedLibrary.getList.mockResolvedValue({ items: [] });
  mockedLibrary.getLikes.mockResolvedValue({ items: [] });
}
