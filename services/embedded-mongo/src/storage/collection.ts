import { calculateObjectSize, ObjectId } from 'bson';
import { CODES, fail, MongoCommandError } from '../errors';
import { Index, type IndexEntry } from './indexes';
import { compileFilter } from './matcher';
import { type Plan, planQuery } from './planner';
import { type SortSpec, type StringCompare, sortDocs } from './sort';
import { canonicalKey, compareValues, type Doc, isPlainObject, typeRank } from './values';

export const MAX_BSON_SIZE = 16 * 1024 * 1024;

/** Receives every change so the persistence layer can log it; absent when in memory. */
export interface ChangeSink {
  write(entry: Doc): void;
}

export interface QueryOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  /** Collation string order, used for sorting only. */
  strings?: StringCompare;
  /** `let` variables for $expr. */
  variables?: Doc;
}

export interface PlanStats {
  index?: string;
  keysExamined: number;
  docsExamined: number;
}

function formatKeyValue(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (v instanceof ObjectId) return `ObjectId('${v.toHexString()}')`;
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (v === undefined) return 'null';
  if (Array.isArray(v)) return `[ ${v.map(formatKeyValue).join(', ')} ]`;
  if (isPlainObject(v))
    return `{ ${Object.entries(v)
      .map(([k, x]) => `${k}: ${formatKeyValue(x)}`)
      .join(', ')} }`;
  return String(v);
}

export class Collection {
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, Index>();
  /** How the last query was answered; tests use it to prove indexes are used. */
  lastPlan: PlanStats = { keysExamined: 0, docsExamined: 0 };
  /** While replaying the log, indexes are left alone and rebuilt once at the end. */
  loading = false;

  constructor(
    readonly dbName: string,
    readonly name: string,
    readonly options: Doc,
    private readonly sink: () => ChangeSink | undefined,
  ) {
    this.indexes.set('_id_', new Index({ v: 2, key: { _id: 1 }, name: '_id_' }));
  }

  get ns(): string {
    return `${this.dbName}.${this.name}`;
  }

  private log(entry: Doc): void {
    this.sink()?.write(entry);
  }

  private duplicateError(index: Index, key: unknown[]): MongoCommandError {
    const keyValue = index.keyValue(key);
    const shown = Object.entries(keyValue)
      .map(([k, v]) => `${k}: ${formatKeyValue(v)}`)
      .join(', ');
    return new MongoCommandError(
      CODES.DuplicateKey,
      `E11000 duplicate key error collection: ${this.ns} index: ${index.name} dup key: { ${shown} }`,
      { keyPattern: index.keyPattern, keyValue },
    );
  }

  private checkDocument(doc: Doc): void {
    const id = doc._id;
    const rank = typeRank(id);
    if (rank === 6) fail('BadValue', "can't use an array for _id");
    if (rank === 12) fail('BadValue', "can't use a regex for _id");
    for (const k of Object.keys(doc)) {
      if (k.startsWith('$')) fail('BadValue', `Document can't have $ prefixed field names: ${k}`);
    }
    const size = calculateObjectSize(doc);
    if (size > MAX_BSON_SIZE)
      fail(
        'BSONObjectTooLarge',
        `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_SIZE}`,
      );
  }

  /** Keys each index needs for `doc`, after checking unique constraints against other records. */
  private keysChecked(doc: Doc, id: string): Map<Index, unknown[][]> {
    const out = new Map<Index, unknown[][]>();
    for (const index of this.indexes.values()) {
      if (index.name === '_id_') continue;
      const keys = index.keysFor(doc);
      if (index.unique) {
        for (const key of keys)
          if (index.conflictFor(key, id) !== undefined) throw this.duplicateError(index, key);
      }
      out.set(index, keys);
    }
    return out;
  }

  insert(input: Doc): Doc {
    // MongoDB stores _id as the first field, generating it when the client did not.
    const doc = Object.keys(input)[0] === '_id' ? input : { _id: input._id ?? new ObjectId(), ...input };
    this.checkDocument(doc);
    const id = canonicalKey(doc._id);
    if (this.loading) {
      this.docs.set(id, doc);
      return doc;
    }
    const idIndex = this.indexes.get('_id_') as Index;
    if (this.docs.has(id)) throw this.duplicateError(idIndex, [doc._id]);
    const keys = this.keysChecked(doc, id);
    this.docs.set(id, doc);
    idIndex.insert([doc._id], id);
    for (const [index, list] of keys) for (const key of list) index.insert(key, id);
    this.log({ op: 'put', ns: this.ns, doc });
    return doc;
  }

  /** Stores `next` in place of the record `id`; returns false when nothing changed. */
  replace(id: string, next: Doc): boolean {
    const prev = this.docs.get(id);
    if (!prev) return false;
    if (compareValues(prev, next) === 0 && Object.keys(prev).join() === Object.keys(next).join())
      return false;
    if (this.loading) {
      this.docs.set(id, next);
      return true;
    }
    this.checkDocument(next);
    const keys = this.keysChecked(next, id);
    for (const [index, list] of keys) {
      for (const key of index.keysFor(prev)) index.remove(key, id);
      for (const key of list) index.insert(key, id);
    }
    this.docs.set(id, next);
    this.log({ op: 'put', ns: this.ns, doc: next });
    return true;
  }

  remove(id: string): boolean {
    const doc = this.docs.get(id);
    if (!doc) return false;
    if (!this.loading)
      for (const index of this.indexes.values()) for (const key of index.keysFor(doc)) index.remove(key, id);
    this.docs.delete(id);
    this.log({ op: 'del', ns: this.ns, _id: doc._id });
    return true;
  }

  /** Documents matching `filter`, using an index when one fits. */
  query(filter: Doc, opts: QueryOptions = {}): Doc[] {
    const plan: Plan = planQuery(filter, this.indexes.values());
    const stats: PlanStats = { index: plan.index, keysExamined: plan.keysExamined, docsExamined: 0 };
    this.lastPlan = stats;
    const test = compileFilter(filter, opts.variables);
    const skip = opts.skip ?? 0;
    const stopAt = opts.sort || !opts.limit ? Number.POSITIVE_INFINITY : skip + opts.limit;
    const out: Doc[] = [];
    const consider = (doc: Doc | undefined): boolean => {
      if (!doc) return true;
      stats.docsExamined++;
      if (!test || test(doc)) out.push(doc);
      return out.length < stopAt;
    };
    if (plan.ids) {
      for (const id of plan.ids) if (!consider(this.docs.get(id))) break;
    } else {
      for (const doc of this.docs.values()) if (!consider(doc)) break;
    }
    const sorted = opts.sort ? sortDocs(out, opts.sort, opts.strings) : out;
    const end = opts.limit ? skip + opts.limit : undefined;
    return skip || end !== undefined ? sorted.slice(skip, end) : sorted;
  }

  idOf(doc: Doc): string {
    return canonicalKey(doc._id);
  }

  /** Builds an index over the existing documents; false when an identical one already exists. */
  createIndex(spec: Doc): boolean {
    const name = spec.name as string;
    const existing = this.indexes.get(name);
    const sameKey = [...this.indexes.values()].find((i) => compareValues(i.keyPattern, spec.key) === 0);
    if (existing) {
      if (compareValues(existing.keyPattern, spec.key) !== 0) {
        fail(
          'IndexKeySpecsConflict',
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing.spec)}`,
        );
      }
      if (!sameOptions(existing.spec, spec)) {
        fail(
          'IndexOptionsConflict',
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing.spec)}`,
        );
      }
      return false;
    }
    if (sameKey && sameOptions(sameKey.spec, spec)) {
      fail('IndexOptionsConflict', `Index already exists with a different name: ${sameKey.name}`);
    }
    const index = new Index(spec);
    if (!this.loading) this.build(index);
    this.indexes.set(name, index);
    this.log({ op: 'createIndex', ns: this.ns, spec });
    return true;
  }

  /** Fills an index from all documents in one sort; refuses a unique index over duplicates. */
  private build(index: Index): void {
    const entries: IndexEntry[] = [];
    for (const [id, doc] of this.docs) for (const key of index.keysFor(doc)) entries.push({ key, id });
    entries.sort((a, b) => index.compareKeys(a.key, b.key) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    if (index.unique) {
      for (let i = 1; i < entries.length; i++) {
        const a = entries[i - 1] as IndexEntry;
        const b = entries[i] as IndexEntry;
        if (a.id !== b.id && index.compareKeys(a.key, b.key) === 0) throw this.duplicateError(index, b.key);
      }
    }
    index.entries = entries;
  }

  /** Ends log replay: builds every index once. */
  finishLoading(): void {
    this.loading = false;
    for (const index of this.indexes.values()) this.build(index);
  }

  dropIndex(name: string): void {
    this.indexes.delete(name);
    this.log({ op: 'dropIndex', ns: this.ns, name });
  }

  /** Deletes documents whose TTL-indexed date is older than the index allows; returns how many. */
  expire(now: number): number {
    let removed = 0;
    for (const index of this.indexes.values()) {
      if (index.expireAfterSeconds === undefined) continue;
      const field = index.fields[0] as string;
      const cutoff = now - index.expireAfterSeconds * 1000;
      const expired = this.query({ [field]: { $lt: new Date(cutoff) } });
      for (const doc of expired) if (this.remove(this.idOf(doc))) removed++;
    }
    return removed;
  }
}

const IGNORED_OPTIONS = new Set(['v', 'name', 'key', 'background', 'ns']);

function sameOptions(a: Doc, b: Doc): boolean {
  const pick = (s: Doc) =>
    Object.fromEntries(
      Object.entries(s)
        .filter(([k]) => !IGNORED_OPTIONS.has(k))
        .sort(([x], [y]) => (x < y ? -1 : 1)),
    );
  return compareValues(pick(a), pick(b)) === 0;
}
