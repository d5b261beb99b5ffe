import type { ListEntry, MovieDisplay } from '@premieres/contracts';
import type { BrowseKey } from '../i18n/keys';

/** A row to draw: its i18n title key and its titles. Empty rows are dropped by the builders. */
export interface RowSpec {
  id: string;
  titleKey: BrowseKey;
  items: MovieDisplay[];
}

const nonEmpty = (rows: RowSpec[]): RowSpec[] => rows.filter((row) => row.items.length > 0);
const isMovie = (m: MovieDisplay) => m.type === 'movie';
const isSeries = (m: MovieDisplay) => m.type === 'tv';

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
