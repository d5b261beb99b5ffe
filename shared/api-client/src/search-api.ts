import type { RecentSearches, SearchResults, SearchSuggestions } from '@premieres/contracts';
import { arrivedAnswer, call } from './http';
import { toSearchParams } from './search-params';

/**
 * Catalogue search (`/api/search`, `/api/search/suggest`) and the acting profile's recent
 * searches (`/api/me/searches`). `signal` aborts a request whose answer is no longer wanted (the
 * box's text moved on): TanStack Query passes one per query.
 */
export const searchApi = {
  search: (
    query: { q: string; page?: number; limit?: number },
    options: { signal?: AbortSignal } = {},
  ): Promise<SearchResults> =>
    call((c) => c.get('search', { searchParams: toSearchParams(query), signal: options.signal }).json()),

  /**
   * The answer of `search(query)` when the shell already read it for this page (/search?q=) and it
   * has arrived, else undefined: the page draws the results in its first render.
   */
  arrivedSearch: (query: { q: string; page?: number; limit?: number }): SearchResults | undefined =>
    arrivedAnswer('search', toSearchParams(query)),

  suggest: (q: string, options: { signal?: AbortSignal } = {}): Promise<SearchSuggestions> =>
    call((c) => c.get('search/suggest', { searchParams: { q }, signal: options.signal }).json()),

  recent: (): Promise<RecentSearches> => call((c) => c.get('me/searches').json()),

  /** Remembers a search of the acting profile; answers the list after adding it. */
  remember: (q: string): Promise<RecentSearches> =>
    call((c) => c.post('me/searches', { json: { q } }).json()),

  clearRecent: async (): Promise<void> => {
    await call((c) => c.delete('me/searches'));
  },
};
