import type { Certification, ContentType } from '@premieres/contracts';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { MovieDoc } from '../../models/movie';
import { rankResults } from './ranking';
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

/** Fields whose words are also indexed run together ('rannbhoomi' finds 'Rann Bhoomi'). */
const NAME_FIELDS = new Set<string>(['title', 'title_hi', 'title_ml']);

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

/** A title as the index stores it (MiniSearch stores these fields beside the terms). */
export interface StoredTitle {
  id: string;
  title: string;
  titleHi: string | null;
  titleMl: string | null;
  year: number | null;
  thumbnail: string | null;
  type: ContentType;
  certification: Certification;
  /** titleKey of the title and of its hi and ml names: an exact match ranks first. */
  keys: string[];
}

export interface SearchHit extends StoredTitle {
  score: number;
}

interface Document extends StoredTitle {
  movie_cast: string[];
  genre: string;
  director: string;
  title_hi: string;
  title_ml: string;
}

function toDocument(doc: IndexedTitle): Document {
  const names = [doc.title, doc.title_hi ?? '', doc.title_ml ?? ''];
  return {
    id: doc._id,
    title: doc.title,
    titleHi: doc.title_hi ?? null,
    titleMl: doc.title_ml ?? null,
    title_hi: doc.title_hi ?? '',
    title_ml: doc.title_ml ?? '',
    movie_cast: doc.movie_cast ?? [],
    genre: doc.genre ?? '',
    director: doc.director ?? '',
    year: doc.release_year ?? null,
    thumbnail: doc.thumbnail ?? null,
    type: doc.type,
    certification: doc.certification,
    keys: [...new Set(names.map(titleKey).filter(Boolean))],
  };
}

/** What a title's index entry depends on: an unchanged signature needs no re-indexing. */
function signature(doc: Document): string {
  return JSON.stringify(doc);
}

function tokenize(text: string, field?: string): string[] {
  const words = splitWords(text);
  return field && NAME_FIELDS.has(field) && words.length > 1 ? [...words, words.join('')] : words;
}

export interface SearchOptions {
  /** Classes the viewer may see; null = every title. */
  certifications: ReadonlySet<Certification> | null;
}

/**
 * The in-process search index of the catalogue (MiniSearch). `apply` brings it to a list of
 * stored titles, re-indexing only titles whose searched or shown fields changed; `search`
 * answers ranked hits within a viewer's ceiling. Keeping it fresh is catalogue-index.ts's job.
 */
export class SearchIndex {
  private readonly mini = new MiniSearch<Document>({
    fields: [...SEARCH_FIELDS],
    storeFields: ['title', 'titleHi', 'titleMl', 'year', 'thumbnail', 'type', 'certification', 'keys'],
    // Used for stored fields too: only the cast (a searched list) becomes one text; `keys` stays a list.
    extractField: (document, field) =>
      field === 'movie_cast' ? document.movie_cast.join(' ') : document[field as keyof Document],
    tokenize,
    processTerm: (term) => searchTerm(term) || null,
    searchOptions: {
      tokenize: (text) => splitWords(text),
      processTerm: (term) => searchTerm(term) || null,
      boost: BOOST,
      prefix: true,
      fuzzy: (term) => allowedEdits(term) || false,
    },
  });
  private readonly signatures = new Map<string, string>();

  get size(): number {
    return this.signatures.size;
  }

  /** Makes the index hold exactly `titles`; returns how many entries were added, replaced or removed. */
  apply(titles: readonly IndexedTitle[]): number {
    let changed = 0;
    const seen = new Set<string>();
    for (const title of titles) {
      const document = toDocument(title);
      const sign = signature(document);
      seen.add(document.id);
      const before = this.signatures.get(document.id);
      if (before === sign) continue;
      if (before === undefined) this.mini.add(document);
      else this.mini.replace(document);
      this.signatures.set(document.id, sign);
      changed++;
    }
    for (const id of [...this.signatures.keys()]) {
      if (seen.has(id)) continue;
      this.mini.discard(id);
      this.signatures.delete(id);
      changed++;
    }
    return changed;
  }

  /** Every match of the query within the viewer's ceiling, best first. */
  search(query: string, options: SearchOptions): SearchHit[] {
    const terms = splitWords(query).map(searchTerm).filter(Boolean);
    if (terms.length === 0) return [];
    const allowed = options.certifications;
    const results = this.mini.search(terms.join(' '), {
      // Already folded: the query's words go to the index as they are.
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      filter: allowed ? (result) => allowed.has(result.certification as Certification) : undefined,
    });
    return rankResults(results as (SearchResult & StoredTitle)[], terms, terms.join('')).map(toHit);
  }
}

function toHit(result: SearchResult & StoredTitle): SearchHit {
  return {
    id: String(result.id),
    title: result.title,
    titleHi: result.titleHi,
    titleMl: result.titleMl,
    year: result.year,
    thumbnail: result.thumbnail,
    type: result.type,
    certification: result.certification,
    keys: result.keys,
    score: result.score,
  };
}
