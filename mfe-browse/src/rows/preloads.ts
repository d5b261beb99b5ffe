// The first API reads of browse's pages, declared with its routes (routes.ts) so the shell starts
// them while this remote's code downloads. Each is exactly the read the page's hooks make first.
import { LIBRARY_PATHS, type MovieQuery, type PreloadPictures, routeUrl } from '@premieres/contracts';
import { CARD_POSTER_SIZES } from '../cards/content-card-css';
import { HERO_BACKDROP_SIZES } from '../detail/hero-backdrop';
import {
  ALL_TITLES_QUERY,
  DASHBOARD_ROWS,
  FIRST_SCREEN_CARDS,
  GRID_PAGE_SIZE,
  MOVIES_PAGE_ROWS,
  PREMIERES_PAGE_ROWS,
  ROW_PAGE_SIZE,
  type RowSource,
} from './rowSources';

/** `movies?…` as the API client asks for a first page (unset fields left out). */
export function firstPageRead(query: MovieQuery, pageSize: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, page: 1, limit: pageSize })) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return `movies?${params}`;
}

const rowReads = (rows: readonly RowSource[]) => rows.map((row) => firstPageRead(row.query, ROW_PAGE_SIZE));

export const MOVIES_PAGE_READS = [
  ...rowReads(MOVIES_PAGE_ROWS),
  firstPageRead(ALL_TITLES_QUERY, GRID_PAGE_SIZE),
];
export const PREMIERES_PAGE_READS = rowReads(PREMIERES_PAGE_ROWS);
/** The signed-in home's rows (public reads: they need no session, only the viewer profile). */
export const DASHBOARD_PAGE_READS = rowReads(DASHBOARD_ROWS);

/** The first row's posters on screen: the page's largest paint. */
const firstRowPictures = (reads: string[]): PreloadPictures => ({
  read: reads[0] ?? '',
  from: 'list',
  count: FIRST_SCREEN_CARDS,
  sizes: CARD_POSTER_SIZES,
});
export const MOVIES_PAGE_PICTURES = firstRowPictures(MOVIES_PAGE_READS);
export const PREMIERES_PAGE_PICTURES = firstRowPictures(PREMIERES_PAGE_READS);
export const DASHBOARD_PAGE_PICTURES = firstRowPictures(DASHBOARD_PAGE_READS);
/**
 * The search page's first page of results for the URL's query ('/search?q=mission'; none without
 * one): as useSearchResults asks for it, ':q' filled from the page URL.
 */
export const SEARCH_PAGE_READS = [`search?q=:q&page=1&limit=${GRID_PAGE_SIZE}`];
export const SEARCH_PAGE_PICTURES = firstRowPictures(SEARCH_PAGE_READS);
/** My List's first read: the member's own (the shell makes it with the restored session's token). */
export const MY_LIST_PAGE_MEMBER_READS = [routeUrl(LIBRARY_PATHS.list)];
/**
 * The detail page reads its title and the title's languages, which the hero shows with it
 * (':id' is filled from the page path).
 */
export const DETAIL_PAGE_READS = ['movies/:id', 'movies/:id/languages'];
/** The hero picture of the title. */
export const DETAIL_PAGE_PICTURES: PreloadPictures = {
  read: 'movies/:id',
  from: 'item',
  count: 1,
  sizes: HERO_BACKDROP_SIZES,
};
