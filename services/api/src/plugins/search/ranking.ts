/**
 * The order of search results. MiniSearch's score (BM25 with field boosts, fuzzy and prefix
 * matches weighted down) is only the last word; before it come rules a member can predict:
 *   1. the exact title (in any romanisation, or its Hindi or Malayalam name) first;
 *   2. titles matching the most of the query's words (a word matched as typed counts 1, by a
 *      near-miss ½), so 'golmal junction' wants both; the others are dropped;
 *   3. where the best match is: the words as typed (or their beginning) before a typo's
 *      near-miss, and within each, title, then its Hindi/Malayalam name, cast, genre, director;
 *   4. score, then title.
 * Titles matching fewer than half of the words are dropped too: a second word narrows.
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

/** A match to rank: MiniSearch's result (or a stand-in for an exact title it did not return). */
export interface Candidate<T> {
  item: T;
  title: string;
  score: number;
  /** The query's terms this title matched. */
  queryTerms: readonly string[];
  /** Matched index term → the fields it matched in. */
  match: Record<string, readonly string[]>;
  /** The query is this title's name (any spelling or script). */
  exact: boolean;
}

interface Ranked<T> {
  candidate: Candidate<T>;
  /** Query words matched in any way. */
  matched: number;
  /** Query words matched as typed count 1, by a near-miss only ½ (rule 2). */
  coverage: number;
  place: number;
}

const startsAny = (match: Candidate<unknown>['match'], term: string) => {
  for (const docTerm in match) if (docTerm.startsWith(term)) return true;
  return false;
};

/** Rule 3's value of one match: the best (field, closeness) among its matched words. */
function placeOf(match: Candidate<unknown>['match'], queryTerms: readonly string[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const docTerm in match) {
    const close = queryTerms.some((term) => docTerm.startsWith(term));
    for (const field of match[docTerm] ?? []) {
      best = Math.min(best, (close ? 0 : NEAR_MISS) + (FIELD_RANK[field] ?? NEAR_MISS - 1));
    }
  }
  return best;
}

function rank<T>(candidate: Candidate<T>, queryTerms: readonly string[]): Ranked<T> {
  if (candidate.exact) {
    return { candidate, matched: queryTerms.length, coverage: queryTerms.length, place: 0 };
  }
  const terms = new Set(candidate.queryTerms);
  let coverage = 0;
  for (const term of terms) coverage += startsAny(candidate.match, term) ? 1 : 0.5;
  return { candidate, matched: terms.size, coverage, place: placeOf(candidate.match, queryTerms) };
}

const byTitle = new Intl.Collator('en').compare;

export function rankResults<T>(candidates: readonly Candidate<T>[], queryTerms: readonly string[]): T[] {
  const ranked = candidates.map((candidate) => rank(candidate, queryTerms));
  // At least half the words, so a lone 'ke' of 'kaagaz ke phool' finds nothing.
  const half = Math.ceil(queryTerms.length / 2);
  const most = ranked.reduce((max, r) => (r.matched >= half ? Math.max(max, r.coverage) : max), 0);
  const best = ranked.filter((r) => r.matched >= half && r.coverage >= most);
  const anyClose = best.some((r) => r.place < NEAR_MISS);
  return best
    .filter((r) => !anyClose || r.place < NEAR_MISS)
    .sort(
      (a, b) =>
        Number(b.candidate.exact) - Number(a.candidate.exact) ||
        a.place - b.place ||
        b.candidate.score - a.candidate.score ||
        byTitle(a.candidate.title, b.candidate.title),
    )
    .map((r) => r.candidate.item);
}
