import { badValue } from '../errors';
import { compareValues, type Doc, valuesAtPath } from './values';

export type SortSpec = [path: string[], direction: 1 | -1][];

export function parseSort(spec: unknown): SortSpec | undefined {
  if (spec === undefined || spec === null) return undefined;
  if (typeof spec !== 'object' || Array.isArray(spec)) badValue('sort must be an object');
  const out: SortSpec = [];
  for (const [field, dir] of Object.entries(spec as Doc)) {
    if (dir === 1 || dir === -1) out.push([field.split('.'), dir]);
    else if (typeof dir === 'object' && dir !== null && '$meta' in dir)
      badValue('$meta sort is not supported');
    else badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
  }
  return out.length > 0 ? out : undefined;
}

// An array sorts by its smallest element ascending and by its largest descending; missing sorts as null.
function sortKey(doc: Doc, path: string[], dir: 1 | -1): unknown {
  const values = valuesAtPath(doc, path).flatMap((v) =>
    Array.isArray(v) ? (v.length ? v : [undefined]) : [v],
  );
  if (values.length === 0) return null;
  let best = values[0];
  for (let i = 1; i < values.length; i++) {
    const c = compareValues(values[i], best);
    if ((dir === 1 && c < 0) || (dir === -1 && c > 0)) best = values[i];
  }
  return best;
}

export type StringCompare = (a: string, b: string) => number;

/** A string comparison for a collation spec ({ locale, strength, caseFirst, numericOrdering }). */
export function collator(collation: Doc | undefined): StringCompare | undefined {
  if (!collation || collation.locale === 'simple') return undefined;
  const strength = typeof collation.strength === 'number' ? collation.strength : 3;
  const c = new Intl.Collator(String(collation.locale), {
    sensitivity: strength === 1 ? 'base' : strength === 2 ? 'accent' : 'variant',
    numeric: collation.numericOrdering === true,
    caseFirst:
      collation.caseFirst === 'upper' || collation.caseFirst === 'lower' ? collation.caseFirst : 'false',
  });
  return c.compare;
}

function compareWith(a: unknown, b: unknown, strings?: StringCompare): number {
  if (strings && typeof a === 'string' && typeof b === 'string') return strings(a, b);
  return compareValues(a, b);
}

export function sortDocs(docs: Doc[], spec: SortSpec, strings?: StringCompare): Doc[] {
  const keyed = docs.map((doc, i) => ({ doc, i, keys: spec.map(([p, d]) => sortKey(doc, p, d)) }));
  keyed.sort((a, b) => {
    for (let j = 0; j < spec.length; j++) {
      const c = compareWith(a.keys[j], b.keys[j], strings);
      if (c !== 0) return c * (spec[j] as [string[], 1 | -1])[1];
    }
    return a.i - b.i;
  });
  return keyed.map((k) => k.doc);
}
