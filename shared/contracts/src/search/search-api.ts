import { type Static, type TSchema, Type } from 'typebox';
import { DateTimeSchema, Nullable } from '../admin/common';
import { ContentTypeSchema } from '../movie/movie';
import type { MovieDisplay } from '../movie/movie-display';
import { pagingQuery } from '../paging';

/**
 * Catalogue search (spec §2 header search box, §9), served by the API from an in-process index
 * (typo tolerant, romanisation variants such as bhoomi/bhumi, Devanagari and Malayalam queries),
 * ranked: an exact title first, then title, Hindi/Malayalam title, cast, director, genre.
 * Every answer is within the acting viewer profile's maturity ceiling (header VIEWER_PROFILE_HEADER;
 * none sent: the whole catalogue, as for a visitor).
 *
 * Routes (all under /api):
 * - GET    /search?q=&page=&limit=  anon (+ optional profile)  → SearchResults (MovieDisplay items)
 * - GET    /search/suggest?q=       anon (+ optional profile)  → SearchSuggestions (≤ SUGGESTIONS_MAX)
 * - GET    /me/searches             user, acting profile       → RecentSearches (newest first)
 * - POST   /me/searches  {q}        user, acting profile       → RecentSearches (the list after adding)
 * - DELETE /me/searches             user, acting profile       → 204 (the profile's list is cleared)
 * `GET /api/movies?q=` answers from the same index (its own response shape, unchanged).
 */

/** A longer `q` is refused (400 on the read routes). Queries are trimmed; '' answers nothing. */
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_PAGE_SIZE_MAX = 50;
export const SEARCH_PAGE_SIZE_DEFAULT = 20;
/** Suggestions shown under the header box while typing. */
export const SUGGESTIONS_MAX = 6;
/** Recent searches kept per viewer profile (the oldest drops out). */
export const RECENT_SEARCHES_MAX = 10;

const QueryText = Type.String({ maxLength: SEARCH_QUERY_MAX, description: 'What was typed, any script' });

/** `GET /api/search`: a blank `q` answers an empty page (200), so clearing the box clears results. */
export const SearchQuerySchema = Type.Object({
  q: QueryText,
  ...pagingQuery(SEARCH_PAGE_SIZE_MAX, SEARCH_PAGE_SIZE_DEFAULT),
});
export type SearchQuery = Static<typeof SearchQuerySchema>;

/** `GET /api/search/suggest`: a blank `q` answers no suggestions. */
export const SuggestQuerySchema = Type.Object({ q: QueryText });
export type SuggestQuery = Static<typeof SuggestQuerySchema>;

/** The page of results; the API passes its own movie display schema (as Continue Watching does). */
export const searchResultsSchema = <T extends TSchema>(movie: T) =>
  Type.Object({
    /** The query as searched (trimmed), to drop a stale answer whose query is not the box's. */
    query: Type.String(),
    /** Best match first. */
    items: Type.Array(movie),
    /** All matches within the profile's ceiling. */
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    limit: Type.Integer({ minimum: 1 }),
  });

export interface SearchResults {
  query: string;
  items: MovieDisplay[];
  total: number;
  page: number;
  limit: number;
}

/** One suggestion under the header box: enough to draw poster, title and year, and to open it. */
export const SearchSuggestionSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** The title's name in Devanagari / Malayalam script, when staff have set it. */
  titleHi: Nullable(Type.String()),
  titleMl: Nullable(Type.String()),
  year: Nullable(Type.Integer()),
  /** Resolved poster URL (`/placeholder.svg` when none), like MovieDisplay.thumbnail. */
  thumbnail: Type.String(),
  type: ContentTypeSchema,
});
export type SearchSuggestion = Static<typeof SearchSuggestionSchema>;

export const SearchSuggestionsSchema = Type.Object({
  query: Type.String(),
  items: Type.Array(SearchSuggestionSchema, { maxItems: SUGGESTIONS_MAX }),
});
export type SearchSuggestions = Static<typeof SearchSuggestionsSchema>;

/** `POST /api/me/searches`: remember a search the profile made (e.g. on Enter or opening a result). */
export const RecentSearchInputSchema = Type.Object(
  { q: Type.String({ minLength: 1, maxLength: SEARCH_QUERY_MAX }) },
  { additionalProperties: false },
);
export type RecentSearchInput = Static<typeof RecentSearchInputSchema>;

export const RecentSearchSchema = Type.Object({
  /** The query as remembered (see normalizeRecentSearch). */
  q: Type.String(),
  searchedAt: DateTimeSchema,
});
export type RecentSearch = Static<typeof RecentSearchSchema>;

/**
 * A profile's recent searches, newest first, at most RECENT_SEARCHES_MAX. Searching again moves a
 * query to the top (case and spacing ignored). A profile with a ceiling never gets back a query
 * whose best match is a title above it.
 */
export const RecentSearchesSchema = Type.Object({
  items: Type.Array(RecentSearchSchema, { maxItems: RECENT_SEARCHES_MAX }),
});
export type RecentSearches = Static<typeof RecentSearchesSchema>;
