/**
 * Catalogue search that forgives what people type: case, accents (é = e) and missing or extra
 * spaces and punctuation ('rannbhoomi' finds 'Rann Bhoomi'). Matches are ranked: the title first,
 * then cast, genre and director. Pure, so the API and any browser code agree on it.
 */

/** Latin letters with accents, as the plain letter; other scripts are left as they are. */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
/** Anything that is not a letter, a combining mark (Indic vowel signs) or a digit. */
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/gu;

/** Lower case, Latin accents dropped, spaces and punctuation removed. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(LATIN_ACCENTS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(SEPARATORS, '');
}

const ACCENTED: Record<string, string> = {
  a: 'aàáâãäåā',
  c: 'cç',
  e: 'eèéêëē',
  i: 'iìíîïī',
  n: 'nñ',
  o: 'oòóôõöō',
  u: 'uùúûüū',
  y: 'yýÿ',
};

const escapeForRegex = (char: string) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A case-insensitive regular expression (source) that finds the folded query in stored text
 * however it is spaced, punctuated or accented; null for a query with nothing to search.
 * It uses only syntax MongoDB's PCRE and a plain JavaScript RegExp read alike, so it may let
 * a few extra titles through (\W also skips non-Latin letters); searchRank decides.
 */
export function looseSearchPattern(query: string): string | null {
  const folded = foldForSearch(query);
  if (!folded) return null;
  const chars = Array.from(folded).map((char) => {
    const variants = ACCENTED[char];
    return variants ? `[${variants}]` : escapeForRegex(char);
  });
  // Between any two characters: optional spaces or punctuation.
  return chars.join('[\\s\\W_]*');
}

export interface Searchable {
  title: string;
  cast: readonly string[];
  genre: string | null;
  director: string | null;
}

/** Where a title matched, best first; lower ranks sort first. */
export const SEARCH_RANKS = { titleStart: 0, title: 1, cast: 2, genre: 3, director: 4 } as const;

/** The title's rank for the query, or null when nothing matches. */
export function searchRank(movie: Searchable, query: string): number | null {
  const q = foldForSearch(query);
  if (!q) return null;
  const title = foldForSearch(movie.title);
  if (title.startsWith(q)) return SEARCH_RANKS.titleStart;
  if (title.includes(q)) return SEARCH_RANKS.title;
  if (movie.cast.some((name) => foldForSearch(name).includes(q))) return SEARCH_RANKS.cast;
  if (movie.genre && foldForSearch(movie.genre).includes(q)) return SEARCH_RANKS.genre;
  if (movie.director && foldForSearch(movie.director).includes(q)) return SEARCH_RANKS.director;
  return null;
}

/** Matches of the query, best rank first, then by title. */
export function rankSearchResults<T extends Searchable>(movies: readonly T[], query: string): T[] {
  return movies
    .map((movie) => ({ movie, rank: searchRank(movie, query) }))
    .filter((hit): hit is { movie: T; rank: number } => hit.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.movie.title.localeCompare(b.movie.title))
    .map((hit) => hit.movie);
}
