// Chooses an index for a filter and returns candidate record ids: always a superset of the
// matches (the full filter is applied afterwards), so a plan can only make queries faster.
import type { Index, IndexEntry } from './indexes';
import { canonicalKey, compareValues, type Doc, isPlainObject, typeRank } from './values';

type Bound = { value: unknown; inclusive: boolean } | { rank: number };
interface Range {
  lo?: Bound;
  hi?: Bound;
}
interface FieldPreds {
  eq?: unknown[];
  range?: Range;
}

export interface Plan {
  /** Index used, or undefined for a collection scan. */
  index?: string;
  ids?: string[];
  keysExamined: number;
}

function isOperatorDoc(v: unknown): v is Doc {
  if (!isPlainObject(v)) return false;
  const keys = Object.keys(v);
  return keys.length > 0 && keys.every((k) => k.startsWith('$'));
}

// Arrays, regexes and null-ish edge cases are left to the full filter.
function indexableEq(v: unknown): boolean {
  const rank = typeRank(v);
  return rank !== 6 && rank !== 12 && rank !== 14 && !isOperatorDoc(v);
}

function rangeable(v: unknown): boolean {
  const rank = typeRank(v);
  return rank !== 2 && rank !== 6 && rank !== 12 && rank !== 1 && rank !== 13 && rank !== 14;
}

function addPredicates(filter: Doc, out: Map<string, FieldPreds>): void {
  for (const [field, value] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(value)) {
      for (const sub of value) if (isPlainObject(sub)) addPredicates(sub, out);
      continue;
    }
    if (field.startsWith('$')) continue;
    const preds = out.get(field) ?? {};
    if (isOperatorDoc(value)) {
      for (const [op, arg] of Object.entries(value)) {
        if (op === '$eq' && indexableEq(arg)) preds.eq = [arg];
        else if (op === '$in' && Array.isArray(arg) && arg.every(indexableEq)) preds.eq ??= arg;
        else if ((op === '$gt' || op === '$gte') && rangeable(arg)) {
          preds.range = { ...preds.range, lo: { value: arg, inclusive: op === '$gte' } };
          preds.range.hi ??= { rank: typeRank(arg) };
        } else if ((op === '$lt' || op === '$lte') && rangeable(arg)) {
          preds.range = { ...preds.range, hi: { value: arg, inclusive: op === '$lte' } };
          preds.range.lo ??= { rank: typeRank(arg) };
        }
      }
    } else if (indexableEq(value)) {
      preds.eq = [value];
    }
    out.set(field, preds);
  }
}

function belowLower(v: unknown, lo: Bound | undefined): boolean {
  if (!lo) return false;
  if ('rank' in lo) return typeRank(v) < lo.rank;
  const c = compareValues(v, lo.value);
  return c < 0 || (c === 0 && !lo.inclusive);
}

function aboveUpper(v: unknown, hi: Bound | undefined): boolean {
  if (!hi) return false;
  if ('rank' in hi) return typeRank(v) > hi.rank;
  const c = compareValues(v, hi.value);
  return c > 0 || (c === 0 && !hi.inclusive);
}

interface Candidate {
  index: Index;
  eqValues: unknown[][];
  range?: Range;
  score: number;
}

const MAX_POINTS = 1000;

function candidateFor(index: Index, preds: Map<string, FieldPreds>): Candidate | undefined {
  if (index.partial) return undefined;
  const eqValues: unknown[][] = [];
  let points = 1;
  for (const field of index.fields) {
    const eq = preds.get(field)?.eq;
    if (!eq || points * eq.length > MAX_POINTS) break;
    // A sparse index has no entries for documents missing the field, which {field: null} matches.
    if (index.sparse && eq.some((v) => v === null || v === undefined)) break;
    eqValues.push(eq);
    points *= eq.length;
  }
  const next = index.fields[eqValues.length];
  let range = next === undefined ? undefined : preds.get(next)?.range;
  // Several bounds on a multikey field may be met by different elements: keep one side only.
  if (range && index.multikey && range.lo && range.hi) {
    range =
      'value' in range.lo
        ? { lo: range.lo, hi: { rank: typeRank(range.lo.value) } }
        : { lo: range.lo, hi: range.hi };
  }
  if (eqValues.length === 0 && !range) return undefined;
  const full = eqValues.length === index.fields.length;
  const score =
    eqValues.length * 4 + (range ? 2 : 0) + (full && index.unique ? 8 : 0) - index.fields.length * 0.01;
  return { index, eqValues, range, score };
}

function cartesian(lists: unknown[][]): unknown[][] {
  let out: unknown[][] = [[]];
  for (const list of lists) out = out.flatMap((prefix) => list.map((v) => [...prefix, v]));
  return out;
}

function scan(c: Candidate, plan: Plan): string[] {
  const { index, range } = c;
  const dirs = index.directions;
  const k = c.eqValues.length;
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const point of cartesian(c.eqValues)) {
    const side = (e: IndexEntry): number => {
      for (let i = 0; i < k; i++) {
        const cmp = compareValues(e.key[i], point[i]) * (dirs[i] as number);
        if (cmp !== 0) return cmp;
      }
      if (range) {
        const v = e.key[k];
        const asc = dirs[k] === 1;
        if (belowLower(v, range.lo)) return asc ? -1 : 1;
        if (aboveUpper(v, range.hi)) return asc ? 1 : -1;
      }
      return 0;
    };
    let i = index.partitionPoint((e) => side(e) < 0);
    for (; i < index.entries.length; i++) {
      const e = index.entries[i] as IndexEntry;
      plan.keysExamined++;
      if (side(e) > 0) break;
      if (!seen.has(e.id)) {
        seen.add(e.id);
        ids.push(e.id);
      }
    }
  }
  return ids;
}

export function planQuery(filter: Doc, indexes: Iterable<Index>): Plan {
  const plan: Plan = { keysExamined: 0 };
  const preds = new Map<string, FieldPreds>();
  addPredicates(filter, preds);
  if (preds.size === 0) return plan;
  const idEq = preds.get('_id')?.eq;
  if (idEq) {
    plan.index = '_id_';
    plan.ids = [...new Set(idEq.map(canonicalKey))];
    plan.keysExamined = plan.ids.length;
    return plan;
  }
  let best: Candidate | undefined;
  for (const index of indexes) {
    const c = candidateFor(index, preds);
    if (c && (!best || c.score > best.score)) best = c;
  }
  if (!best) return plan;
  plan.index = best.index.name;
  plan.ids = scan(best, plan);
  return plan;
}
