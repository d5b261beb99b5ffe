import type { MovieQuery } from '@premieres/contracts';
import type { BrowseKey } from '../i18n/keys';

/** Titles per request of a row; more load as the row is scrolled to its end. */
/** Cards a phone shows at once: their posters load at once (and first), the rest when near. */
export const FIRST_SCREEN_CARDS = 4;
export const ROW_PAGE_SIZE = 20;

/** Titles per page of a grid (every title, search results). */
export const GRID_PAGE_SIZE = 24;

/** The every-title grid: A to Z. */
export const ALL_TITLES_QUERY: MovieQuery = { sort: 'title' };

/** A row the API fills: its i18n title key and the query that selects exactly its titles. */
export interface RowSource {
  id: string;
  titleKey: BrowseKey;
  query: MovieQuery;
}

/** Movies page (spec §2): Trending (new or rated 8+), Action, Sci-Fi, Comedy. */
export const MOVIES_PAGE_ROWS: readonly RowSource[] = [
  { id: 'trending', titleKey: 'movies.rows.trending', query: { section: 'movies-trending' } },
  { id: 'action', titleKey: 'movies.rows.action', query: { type: 'movie', genre: 'Action' } },
  { id: 'sci-fi', titleKey: 'movies.rows.sciFi', query: { type: 'movie', genre: 'Sci-Fi' } },
  { id: 'comedy', titleKey: 'movies.rows.comedy', query: { type: 'movie', genre: 'Comedy' } },
];

/** Premieres page (spec §2): TV shows (all), Drama, Action and Sci-Fi series. */
export const PREMIERES_PAGE_ROWS: readonly RowSource[] = [
  { id: 'tv', titleKey: 'premieres.rows.tvShows', query: { type: 'tv' } },
  { id: 'drama', titleKey: 'premieres.rows.drama', query: { type: 'tv', genre: 'Drama' } },
  { id: 'action', titleKey: 'premieres.rows.action', query: { type: 'tv', genre: 'Action' } },
  { id: 'sci-fi', titleKey: 'premieres.rows.sciFi', query: { type: 'tv', genre: 'Sci-Fi' } },
];

/**
 * Signed-in home (spec §2 landing 'Home sections'): Trending Now, Action Movies, Sci-Fi
 * Adventures, Comedy Hits, Popular Premieres, below Continue Watching.
 */
export const DASHBOARD_ROWS: readonly RowSource[] = [
  { id: 'trending', titleKey: 'dashboard.rows.trending', query: { is_trending: true } },
  { id: 'action', titleKey: 'dashboard.rows.action', query: { type: 'movie', genre: 'Action' } },
  { id: 'sci-fi', titleKey: 'dashboard.rows.sciFi', query: { genre: 'Sci-Fi' } },
  { id: 'comedy', titleKey: 'dashboard.rows.comedy', query: { genre: 'Comedy' } },
  { id: 'premieres', titleKey: 'dashboard.rows.premieres', query: { type: 'tv', sort: '-rating' } },
];
