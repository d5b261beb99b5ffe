import { Query } from 'mingo';
import { badValue, fail, notSupported } from '../errors';
import { canonicalKey, compareValues, type Doc, isPlainObject, valuesAtPath } from './values';

export interface IndexEntry {
  key: unknown[];
  id: string;
}

const KNOWN_OPTIONS = new Set([
  'key',
  'name',
  'v',
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'background',
  'hidden',
  'ns',
  'storageEngine',
]);
const REFUSED_OPTIONS: Record<string, string> = {
  collation: 'Index collation',
  weights: 'Text indexes',
  default_language: 'Text indexes',
  language_override: 'Text indexes',
  textIndexVersion: 'Text indexes',
  '2dsphereIndexVersion': 'Geospatial indexes',
  bits: 'Geospatial indexes',
  min: 'Geospatial indexes',
  max: 'Geospatial indexes',
  bucketSize: 'Geospatial indexes',
  wildcardProjection: 'Wildcard indexes',
  clustered: 'Clustered indexes',
};

export function defaultIndexName(key: Doc): string {
  return Object.entries(key)
    .map(([f, d]) => `${f}_${d}`)
    .join('_');
}

/** Validates a createIndexes spec and returns the spec as it will be echoed by listIndexes. */
export function normaliseIndexSpec(raw: Doc): Doc {
  for (const opt of Object.keys(raw)) {
    const refused = REFUSED_OPTIONS[opt];
    if (refused) notSupported(refused);
    if (!KNOWN_OPTIONS.has(opt))
      fail(
        'InvalidIndexSpecificationOption',
        `The field '${opt}' is not valid for an index specification. Specification: ${JSON.stringify(raw)}`,
      );
  }
  const key = raw.key;
  if (!isPlainObject(key) || Object.keys(key).length === 0)
    fail('BadValue', 'Index key pattern must be a non-empty object');
  for (const [field, dir] of Object.entries(key)) {
    if (typeof dir === 'string') {
      if (dir === 'text') notSupported('Text indexes');
      if (dir === '2d' || dir === '2dsphere' || dir === 'geoHaystack') notSupported('Geospatial indexes');
      if (dir === 'hashed') notSupported('Hashed indexes');
      fail('BadValue', `Unknown index plugin '${dir}'`);
    }
    if (typeof dir !== 'number' || dir === 0 || Number.isNaN(dir))
      fail('BadValue', `Values in the index key pattern can't be 0: ${field}`);
    if (field.includes('$**')) notSupported('Wildcard indexes');
  }
  if (typeof raw.name !== 'string' || raw.name === '')
    fail('BadValue', 'Index name must be a non-empty string');
  if (raw.expireAfterSeconds !== undefined) {
    if (typeof raw.expireAfterSeconds !== 'number' || raw.expireAfterSeconds < 0)
      fail('InvalidOptions', 'TTL index expireAfterSeconds must be a non-negative number');
    if (Object.keys(key).length !== 1)
      fail('InvalidOptions', 'TTL indexes are single-field indexes, compound indexes do not support TTL');
  }
  if (raw.partialFilterExpression !== undefined && !isPlainObject(raw.partialFilterExpression))
    badValue('partialFilterExpression must be an object');
  const { v: _v, ns: _ns, key: _k, name, ...rest } = raw;
  return { v: 2, key, name, ...rest };
}

/** One secondary (or _id) index: entries sorted by key (in the index's own directions), then record id. */
export class Index {
  readonly spec: Doc;
  readonly name: string;
  readonly fields: string[];
  readonly paths: string[][];
  readonly directions: (1 | -1)[];
  readonly unique: boolean;
  readonly sparse: boolean;
  readonly partial: Query | undefined;
  readonly expireAfterSeconds: number | undefined;
  entries: IndexEntry[] = [];
  /** Set once any document has given this index several keys (an array value). */
  multikey = false;

  constructor(spec: Doc) {
    this.spec = spec;
    this.name = spec.name as string;
    const key = spec.key as Doc;
    this.fields = Object.keys(key);
    this.paths = this.fields.map((f) => f.split('.'));
    this.directions = Object.values(key).map((d) => ((d as number) < 0 ? -1 : 1));
    this.unique = spec.unique === true || this.name === '_id_';
    this.sparse = spec.sparse === true;
    this.partial = isPlainObject(spec.partialFilterExpression)
      ? new Query(spec.partialFilterExpression, {})
      : undefined;
    this.expireAfterSeconds =
      typeof spec.expireAfterSeconds === 'number' ? spec.expireAfterSeconds : undefined;
  }

  get keyPattern(): Doc {
    return this.spec.key as Doc;
  }

  /** Index keys of a document: one per array element for multikey fields; none when sparse/partial exclude it. */
  keysFor(doc: Doc): unknown[][] {
    if (this.partial && !this.partial.test(doc)) return [];
    const perField = this.paths.map((p) => {
      const found = valuesAtPath(doc, p);
      if (found.length > 1 || found.some(Array.isArray)) this.multikey = true;
      return found.flatMap((v) => (Array.isArray(v) ? (v.length ? v : [undefined]) : [v]));
    });
    if (this.sparse && perField.every((vals) => vals.length === 0)) return [];
    const choices = perField.map((vals) => (vals.length === 0 ? [null] : dedupe(vals)));
    const multi = choices.filter((c) => c.length > 1);
    if (multi.length > 1)
      fail('CannotIndexParallelArrays', `cannot index parallel arrays [${this.fields.join('] [')}]`);
    let keys: unknown[][] = [[]];
    for (const c of choices) keys = keys.flatMap((k) => c.map((v) => [...k, v]));
    return keys;
  }

  compareKeys(a: unknown[], b: unknown[]): number {
    for (let i = 0; i < this.directions.length; i++) {
      const c = compareValues(a[i], b[i]);
      if (c !== 0) return c * (this.directions[i] as number);
    }
    return 0;
  }

  private compareEntry(e: IndexEntry, key: unknown[], id: string): number {
    const c = this.compareKeys(e.key, key);
    if (c !== 0) return c;
    return e.id < id ? -1 : e.id > id ? 1 : 0;
  }

  /** First position whose entry is not before `key` (ignoring ids when id is ''). */
  lowerBound(key: unknown[], id = ''): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compareEntry(this.entries[mid] as IndexEntry, key, id) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** First position where `pred` is false, for a predicate true on a prefix of the entries. */
  partitionPoint(pred: (e: IndexEntry) => boolean, from = 0): number {
    let lo = from;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (pred(this.entries[mid] as IndexEntry)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The id of another record holding `key`, if any. */
  conflictFor(key: unknown[], id: string): string | undefined {
    for (let i = this.lowerBound(key); i < this.entries.length; i++) {
      const e = this.entries[i] as IndexEntry;
      if (this.compareKeys(e.key, key) !== 0) return undefined;
      if (e.id !== id) return e.id;
    }
    return undefined;
  }

  insert(key: unknown[], id: string): void {
    const at = this.lowerBound(key, id);
    const e = this.entries[at];
    if (e && e.id === id && this.compareKeys(e.key, key) === 0) return;
    if (at === this.entries.length) this.entries.push({ key, id });
    else this.entries.splice(at, 0, { key, id });
  }

  remove(key: unknown[], id: string): void {
    const at = this.lowerBound(key, id);
    const e = this.entries[at];
    if (e && e.id === id && this.compareKeys(e.key, key) === 0) this.entries.splice(at, 1);
  }

  /** keyValue for an E11000 error, as MongoDB reports it: { field: value, ... }. */
  keyValue(key: unknown[]): Doc {
    const out: Doc = {};
    this.fields.forEach((f, i) => {
      out[f] = key[i] === undefined ? null : key[i];
    });
    return out;
  }
}

function dedupe(values: unknown[]): unknown[] {
  if (values.length < 2) return values;
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const v of values) {
    const k = canonicalKey(v);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(v);
    }
  }
  return out;
}
