import type { ListEntry, MovieDisplay, Paged } from '@premieres/contracts';

// Answers in the API's shapes, for the fake API the tests script (fakeBrowseApi.ts).

export function page(items: MovieDisplay[]): Paged<MovieDisplay> {
  return { items, total: items.length, page: 1, limit: 100 };
}

export function entries(...movies: MovieDisplay[]): { items: ListEntry[] } {
  return {
    items: movies.map((movie, i) => ({ movie, added_at: new Date(Date.UTC(2025, 0, i + 1)).toISOString() })),
  };
}
