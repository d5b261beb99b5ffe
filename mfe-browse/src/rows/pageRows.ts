import type { ListEntry, MovieDisplay } from '@premieres/contracts';
import { byGenre, isMoviesTrendingRow } from '@premieres/contracts';

/** A row to draw: its i18n title key and its titles. Empty rows are dropped by the builders. */
export interface RowSpec {
  id: string;
  titleKey: string;
  items: MovieDisplay[];
}

const nonEmpty = (rows: RowSpec[]): RowSpec[] => rows.filter((row) => row.items.length > 0);
const isMovie = (m: MovieDisplay) => m.type === 'movie';
const isSeries = (m: MovieDisplay) => m.type === 'tv';

/** Movies page (spec §2): Trending, Action, Sci-Fi, Comedy. */
export function moviesPageRows(all: readonly MovieDisplay[]): RowSpec[] {
  const movies = all.filter(isMovie);
  return nonEmpty([
    { id: 'trending', titleKey: 'movies.rows.trending', items: movies.filter(isMoviesTrendingRow) },
    { id: 'action', titleKey: 'movies.rows.action', items: movies.filter(byGenre('Action')) },
    { id: 'sci-fi', titleKey: 'movies.rows.sciFi', items: movies.filter(byGenre('Sci-Fi')) },
    { id: 'comedy', titleKey: 'movies.rows.comedy', items: movies.filter(byGenre('Comedy')) },
  ]);
}

/** Premieres page (spec §2): TV shows (all), Drama, Action and Sci-Fi series. */
export function premieresPageRows(all: readonly MovieDisplay[]): RowSpec[] {
  const series = all.filter(isSeries);
  return nonEmpty([
    { id: 'tv', titleKey: 'premieres.rows.tvShows', items: series },
    { id: 'drama', titleKey: 'premieres.rows.drama', items: series.filter(byGenre('Drama')) },
    { id: 'action', titleKey: 'premieres.rows.action', items: series.filter(byGenre('Action')) },
    { id: 'sci-fi', titleKey: 'premieres.rows.sciFi', items: series.filter(byGenre('Sci-Fi')) },
  ]);
}

/** My List page (spec §2): Recently Added (newest first), Movies, Premieres. */
export function myListRows(entries: readonly ListEntry[]): RowSpec[] {
  const newestFirst = [...entries]
    .sort((a, b) => Date.parse(b.added_at) - Date.parse(a.added_at))
    .map((entry) => entry.movie);
  return nonEmpty([
    { id: 'recent', titleKey: 'myList.rows.recentlyAdded', items: newestFirst },
    { id: 'movies', titleKey: 'myList.rows.movies', items: newestFirst.filter(isMovie) },
    { id: 'premieres', titleKey: 'myList.rows.premieres', items: newestFirst.filter(isSeries) },
  ]);
}
