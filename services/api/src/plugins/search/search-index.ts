import type { Certification, ContentType } from '@premieres/contracts';
import MiniSearch from 'minisearch';
import type { MovieDoc } from '../../models/movie';
import { type Candidate, rankResults } from './ranking';
import { searchTerm, splitWords, titleKey } from './search-terms';

/** What the index keeps of a title: the searched texts and what a suggestion shows. */
export type IndexedTitle = Pick<
  MovieDoc,
  '_id' | 'title' | 'title_hi' | 'title_ml' | 'movie_cast' | 'director' | 'genre' | 'certification'
> &
  Pick<MovieDoc, 'release_year' | 'thumbnail' | 'type'>;

/** The projection that loads an IndexedTitle. */
export const INDEXED_FIELDS = {
  title: 1,
  title_hi: 1,
  title_ml: 1,
  movie_cast: 1,
  director: 1,
  genre: 1,
  certification: 1,
  release_year: 1,
  thumbnail: 1,
  type: 1,
} as const;

/** The searched fields, best first: a match in an earlier one ranks higher (ranking.ts). */
export const SEARCH_FIELDS = ['title', 'title_hi', 'title_ml', 'movie_cast', 'genre', 'director'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Score weights within one rank (BM25 decides between titles that matched alike). */
const BOOST: Record<SearchField, number> = {
  title: 8,
  title_hi: 6,
  title_ml: 6,
  movie_cast: 3,
  genre: 1.5,
  director: 1.5,
};

/** Edits forgiven per word, scaled to its length: none up to 3 letters, 1 up to 6, then 2. */
export function allowedEdits(term: string): number {
  if (term.length <= 3) return 0;
  return term.length <= 6 ? 1 : 2;
}

/** A title as the index keeps it beside its terms: what a suggestion shows and the ceiling needs. */
export interface StoredTitle {
  id: string;
  title: string;
  titleHi: string | null;
  titleMl: string | null;
  year: number | null;
  thumbnail: string | null;
  type: ContentType;
  certification: Certification;
  /** titleKey of the title and of its hi and ml names: a query with one of these keys is exact. */
  keys: string[];
}

/** A match, best first: the stored title itself (shared, never to be changed). */
export type SearchHit = Readonly<StoredTitle>;

/** What MiniSearch indexes of a title. */
interface Document {
  id: string;
  title: string;
  title_hi: string;
  title_ml: string;
  movie_cast: string;
  genre: string;
  director: string;
}

function toDocument(doc: IndexedTitle): Document {
  return {
    id: doc._id,
    title: doc.title,
    title_hi: doc.title_hi ?? '',
    title_ml: doc.title_ml ?? '',
    movie_cast: (doc.movie_cast ?? []).join(' '),
    genre: doc.genre ?? '',
    director: doc.director ?? '',
  };
}

function toStored(doc: IndexedTitle): StoredTitle {
  const names = [doc.title, doc.title_hi ?? '', doc.title_ml ?? ''];
  return {
    id: doc._id,
    title: doc.title,
    titleHi: doc.title_hi ?? null,
    titleMl: doc.title_ml ?? null,
    year: doc.release_year ?? null,
    thumbnail: doc.thumbnail ?? null,
    type: doc.type,
    certification: doc.certification,
    keys: [...new Set(names.map(titleKey).filter(Boolean))],
  };
}

/** What a title's entry depends on (its stored fields, read as they are): unchanged, nothing to redo. */
function signature(doc: IndexedTitle): string {
  return JSON.stringify([
    doc.title,
    doc.title_hi ?? null,
    doc.title_ml ?? null,
    doc.movie_cast ?? [],
    doc.genre ?? null,
    doc.director ?? null,
    doc.certification,
    doc.release_year ?? null,
    doc.thumbnail ?? null,
    doc.type,
  ]);
}

export interface SearchOptions {
  /** Classes the viewer may see; null = every title. */
  certifications: ReadonlySet<Certification> | null;
}

interface Entry {
  signature: string;
  stored: StoredTitle;
}

/**
 * The in-process search index of the catalogue (MiniSearch). `apply` brings it to a list of
 * stored titles, re-indexing only titles whose searched or shown fields changed; `search`
 * answers ranked hits within a viewer's ceiling. Keeping it fresh is catalogue-index.ts's job.
 * A title's name run together ('rannbhoomi') is found through `byKey`, not as an index term:
 * one extra term per title would multiply the terms a prefix or a typo has to walk.
 */
export class SearchIndex {
  private readonly mini = new MiniSearch<Document>({
    fields: [...SEARCH_FIELDS],
    storeFields: [],
    tokenize: (text) => splitWords(text),
    processTerm: (term) => searchTerm(term) || null,
    searchOptions: {
      boost: BOOST,
      // Words before the last are taken as typed in full; the last may be half typed.
      prefix: (_term, i, terms) => i === terms.length - 1,
      fuzzy: (term) => allowedEdits(term) || false,
    },
  });
  private readonly entries = new Map<string, Entry>();
  private readonly byKey = new Map<string, Set<string>>();

  get size(): number {
    return this.entries.size;
  }

  /** Makes the index hold exactly `titles`; returns how many entries were added, replaced or removed. */
  apply(titles: readonly IndexedTitle[]): number {
    let changed = 0;
    const seen = new Set<string>();
    for (const title of titles) {
      seen.add(title._id);
      const sign = signature(title);
      const before = this.entries.get(title._id);
      if (before?.signature === sign) continue;
      if (before) {
        this.unkey(before.stored);
        this.mini.replace(toDocument(title));
      } else this.mini.add(toDocument(title));
      const stored = toStored(title);
      this.entries.set(title._id, { signature: sign, stored });
      for (const key of stored.keys) {
        const ids = this.byKey.get(key) ?? new Set<string>();
        ids.add(stored.id);
        this.byKey.set(key, ids);
      }
      changed++;
    }
    for (const [id, entry] of this.entries) {
      if (seen.has(id)) continue;
      this.mini.discard(id);
      this.unkey(entry.stored);
      this.entries.delete(id);
      changed++;
    }
    return changed;
  }

  private unkey(stored: StoredTitle): void {
    for (const key of stored.keys) {
      const ids = this.byKey.get(key);
      ids?.delete(stored.id);
      if (ids?.size === 0) this.byKey.delete(key);
    }
  }

  /** Every match of the query within the viewer's ceiling, best first. */
  search(query: string, options: SearchOptions): SearchHit[] {
    const terms = splitWords(query).map(searchTerm).filter(Boolean);
    if (terms.length === 0) return [];
    const allowed = options.certifications;
    const visible = (id: string) => {
      const entry = this.entries.get(id);
      return entry !== undefined && (!allowed || allowed.has(entry.stored.certification));
    };
    const exact = this.byKey.get(terms.join('')) ?? new Set<string>();
    const candidates: Candidate<SearchHit>[] = [];
    const found = new Set<string>();
    const results = this.mini.search(terms.join(' '), {
      // Already folded: the query's words go to the index as they are.
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      filter: allowed ? (result) => visible(String(result.id)) : undefined,
    });
    for (const result of results) {
      const id = String(result.id);
      const stored = this.entries.get(id)?.stored;
      if (!stored) continue;
      found.add(id);
      candidates.push({
        item: stored,
        title: stored.title,
        score: result.score,
        queryTerms: result.queryTerms,
        match: result.match,
        exact: exact.has(id),
      });
    }
    // A name typed run together ('rannbhoomi') matches no single word, but is the title.
    for (const id of exact) {
      const stored = this.entries.get(id)?.stored;
      if (found.has(id) || !stored || !visible(id)) continue;
      candidates.push({
        item: stored,
        title: stored.title,
        score: 0,
        queryTerms: terms,
        match: {},
        exact: true,
      });
    }
    return rankResults(candidates, terms);
  }
}
