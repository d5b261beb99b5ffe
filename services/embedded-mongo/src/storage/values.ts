// BSON value semantics: MongoDB's cross-type comparison order, canonical keys and copies.
// Documents are held as `bson.deserialize` output (numbers promoted, ObjectId/Binary/... as classes).

export type Doc = Record<string, unknown>;

type Tagged = { _bsontype?: string };

function bsonTag(v: unknown): string | undefined {
  return typeof v === 'object' && v !== null ? (v as Tagged)._bsontype : undefined;
}

/** MongoDB's comparison order of types: MinKey < null < numbers < strings < objects < arrays < ... */
export function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 2;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
  }
  if (Array.isArray(v)) return 6;
  if (v instanceof Date) return 10;
  if (v instanceof RegExp) return 12;
  if (v instanceof Uint8Array) return 7;
  switch (bsonTag(v)) {
    case 'MinKey':
      return 1;
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'MaxKey':
      return 13;
    case 'Code':
    case 'DBRef':
      return 14;
  }
  return 5;
}

export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  const tag = bsonTag(v);
  if (tag === 'Long' || tag === 'Timestamp') return (v as { toNumber(): number }).toNumber();
  if (tag === 'Int32' || tag === 'Double') return (v as { value: number }).value;
  if (tag === 'Decimal128') return Number.parseFloat(String(v));
  return Number.NaN;
}

function cmp<T extends string | number | boolean>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareNumbers(a: number, b: number): number {
  // NaN sorts below every other number, as in MongoDB.
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return cmp(a, b);
}

function bytesOf(v: unknown): Uint8Array {
  if (v instanceof Uint8Array) return v;
  return (v as { buffer: Uint8Array }).buffer;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return cmp(a.length, b.length);
}

function compareObjects(a: Doc, b: Doc): number {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const fa = ka[i] as string;
    const fb = kb[i] as string;
    const va = a[fa];
    const vb = b[fb];
    const r = cmp(typeRank(va), typeRank(vb)) || cmp(fa, fb) || compareValues(va, vb);
    if (r !== 0) return r;
  }
  return cmp(ka.length, kb.length);
}

/** Total order over BSON values following MongoDB's documented comparison/sort order. */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 3:
      if (typeof a === 'number' && typeof b === 'number') return compareNumbers(a, b);
      return compareNumbers(toNumber(a), toNumber(b));
    case 4:
      return cmp(String(a), String(b));
    case 5:
      return compareObjects(a as Doc, b as Doc);
    case 6: {
      const xa = a as unknown[];
      const xb = b as unknown[];
      const n = Math.min(xa.length, xb.length);
      for (let i = 0; i < n; i++) {
        const r = compareValues(xa[i], xb[i]);
        if (r !== 0) return r;
      }
      return cmp(xa.length, xb.length);
    }
    case 7: {
      const ba = bytesOf(a);
      const bb = bytesOf(b);
      return cmp(ba.length, bb.length) || compareBytes(ba, bb);
    }
    case 8:
      return cmp(
        (a as { toHexString(): string }).toHexString(),
        (b as { toHexString(): string }).toHexString(),
      );
    case 9:
      return cmp(a as boolean, b as boolean);
    case 10:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    case 11:
      return (a as { compare(o: unknown): number }).compare(b);
    case 12: {
      const sa = a as { source: string; pattern?: string; flags?: string; options?: string };
      const sb = b as typeof sa;
      return (
        cmp(sa.source ?? sa.pattern ?? '', sb.source ?? sb.pattern ?? '') ||
        cmp(sa.flags ?? sa.options ?? '', sb.flags ?? sb.options ?? '')
      );
    }
    default:
      return 0;
  }
}

export function valuesEqual(a: unknown, b: unknown): boolean {
  return compareValues(a, b) === 0;
}

/** A string that is equal for exactly the values MongoDB considers equal (1, 1.0 and Long(1) alike). */
export function canonicalKey(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return `s${v}`;
    case 'number':
      return Object.is(v, -0) ? 'n0' : `n${v}`;
    case 'boolean':
      return v ? 'bt' : 'bf';
    case 'undefined':
      return 'z';
    case 'bigint':
      return `n${Number(v)}`;
  }
  if (v === null) return 'z';
  const rank = typeRank(v);
  switch (rank) {
    case 3:
      return `n${toNumber(v)}`;
    case 6:
      return `[${(v as unknown[]).map(canonicalKey).join(',')}]`;
    case 7:
      return `B${Buffer.from(bytesOf(v)).toString('base64')}`;
    case 8:
      return `o${(v as { toHexString(): string }).toHexString()}`;
    case 10:
      return `d${(v as Date).getTime()}`;
    case 5:
      return `{${Object.entries(v as Doc)
        .map(([k, x]) => `${JSON.stringify(k)}:${canonicalKey(x)}`)
        .join(',')}}`;
  }
  return `${rank}:${String(v)}`;
}

export function isPlainObject(v: unknown): v is Doc {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Deep copy of plain objects, arrays and dates; BSON value classes are immutable and shared. */
export function deepClone<T>(v: T): T {
  if (Array.isArray(v)) return v.map(deepClone) as T;
  if (v instanceof Date) return new Date(v.getTime()) as T;
  if (isPlainObject(v)) {
    const out: Doc = {};
    for (const k of Object.keys(v)) out[k] = deepClone(v[k]);
    return out as T;
  }
  return v;
}

/** Values at a dotted path, descending into arrays the way MongoDB's index key generation does. */
export function valuesAtPath(doc: unknown, path: string[], from = 0): unknown[] {
  if (from === path.length) return [doc];
  if (Array.isArray(doc)) {
    const seg = path[from] as string;
    const idx = /^\d+$/.test(seg) ? Number(seg) : -1;
    if (idx >= 0 && idx < doc.length) return valuesAtPath(doc[idx], path, from + 1);
    const out: unknown[] = [];
    for (const el of doc)
      if (el !== null && typeof el === 'object') out.push(...valuesAtPath(el, path, from));
    return out;
  }
  if (doc === null || typeof doc !== 'object' || !isPlainObject(doc)) return [];
  const next = doc[path[from] as string];
  if (next === undefined) return [];
  return valuesAtPath(next, path, from + 1);
}

/** The single value at a dotted path (no array expansion beyond numeric segments). */
export function getPath(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const seg of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Doc)[seg];
  }
  return cur;
}
