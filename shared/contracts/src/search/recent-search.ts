import { SEARCH_QUERY_MAX } from './search-api';

/** Stable `code`s of search failures; the browser translates them. */
export const SEARCH_ERROR_CODES = {
  queryEmpty: 'SEARCH_QUERY_EMPTY',
} as const;

export const SEARCH_QUERY_EMPTY = 'Type something to search for';

/** What a recent search keeps: trimmed, inner runs of spaces as one; '' when nothing is left. */
export function normalizeRecentSearch(q: string): string {
  return q.replace(/\s+/gu, ' ').trim().slice(0, SEARCH_QUERY_MAX);
}

/** Two recent searches are the same entry when they differ only in case and spacing. */
export function recentSearchKey(q: string): string {
  return normalizeRecentSearch(q).toLocaleLowerCase();
}

/** The rule of the recent-search input: a message when it has nothing to search for. */
export function validateRecentSearch(q: string): string | null {
  return normalizeRecentSearch(q) ? null : SEARCH_QUERY_EMPTY;
}
