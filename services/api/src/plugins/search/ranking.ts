import type { SearchResult } from 'minisearch';

/**
 * The order of search results. MiniSearch's score (BM25 with field boosts, fuzzy and prefix
 * matches weighted down) is only the last word; before it come rules a member can predict:
 *   1. the exact title (in any romanisation, or its Hindi or Malayalam name) first;
 *   2. titles matching more of the query's words (so 'golmal junction' wants both);
 *   3. where the best match is: the words as typed (or their beginning) before a typo's
 *      near-miss, and within each, title, then its Hindi/Malayalam name, cast, genre, director;
 *   4. score, then title.
 * Titles that match fewer of the words than the best ones, or fewer than half, are dropped: a
 * second word narrows.
 * Typos are forgiven when nothing matches as typed: if any title matches a word as typed (or
 * its beginning), titles that only nearly match are dropped ('kalpana' finds Kalpana, not
 * Kalyani; 'antarikh' matches nothing as typed, so it finds Antariksh).
 */

/** Field order of rule 3 (lower first). */
const FIELD_RANK: Record<string, number> = {
  title: 0,
  title_hi: 1,
  title_ml: 1,
  movie_cast: 2,
  genre: 3,
  director: 4,
};
/** A near-miss (edit distance) ranks after every match as typed. */
const NEAR_MISS = 10;

interface Ranked<T> {
  result: T;
  exact: boolean;
  coverage: number;
  place: number;
}

/** Rule 3's value of one result: the best (field, closeness) among its matched words. */
function placeOf(result: SearchResult, queryTerms: readonly string[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const [docTerm, fields] of Object.entries(result.match)) {
    const close = queryTerms.some((term) => docTerm.startsWith(term));
    for (const field of fields) {
      best = Math.min(best, (close ? 0 : NEAR_MISS) + (FIELD_RANK[field] ?? NEAR_MISS - 1));
    }
  }
  return best;
}

export function rankResults<T extends SearchResult & { keys: string[]; title: string }>(
  results: readonly T[],
  queryTerms: readonly string[],
  queryKey: string,
): T[] {
  const ranked: Ranked<T>[] = results.map((result) => ({
    result,
    exact: result.keys.includes(queryKey),
    coverage: new Set(result.queryTerms).size,
    place: placeOf(result, queryTerms),
  }));
  const most = ranked.reduce((max, r) => Math.max(max, r.exact ? queryTerms.length : r.coverage), 0);
  // At least half the words, so a lone 'ke' of 'kaagaz ke phool' finds nothing.
  const needed = Math.max(most, Math.ceil(queryTerms.length / 2));
  const best = ranked.filter((r) => r.exact || r.coverage >= needed);
  const anyClose = best.some((r) => r.place < NEAR_MISS);
  return best
    .filter((r) => !anyClose || r.place < NEAR_MISS)
    .sort(
      (a, b) =>
        Number(b.exact) - Number(a.exact) ||
        b.coverage - a.coverage ||
        a.place - b.place ||
        b.result.score - a.result.score ||
        a.result.title.localeCompare(b.result.title),
    )
    .map((r) => r.result);
}
