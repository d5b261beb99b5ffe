// Compiles a filter into a predicate. Plain equality on top-level scalar fields (the shape of
// findById, findOne({ email }), updateOne({ _id })) is matched directly; everything else by mingo.
import { Query } from 'mingo';
import { mingoOptions } from './mingo-options';
import { compareValues, type Doc, isPlainObject, typeRank } from './values';

export type Matcher = (doc: Doc) => boolean;

// Numbers, strings, ObjectId, booleans and dates: equality means equal value or an equal array element.
const SCALAR_RANKS = new Set([3, 4, 8, 9, 10]);

function equalityMatcher(filter: Doc): Matcher | undefined {
  const preds: [string, unknown][] = [];
  for (const [field, value] of Object.entries(filter)) {
    if (field.startsWith('$') || field.includes('.')) return undefined;
    if (isPlainObject(value) || !SCALAR_RANKS.has(typeRank(value))) return undefined;
    preds.push([field, value]);
  }
  return (doc) =>
    preds.every(([field, value]) => {
      const actual = doc[field];
      if (Array.isArray(actual)) return actual.some((el) => compareValues(el, value) === 0);
      return actual !== undefined && compareValues(actual, value) === 0;
    });
}

/** undefined when the filter matches everything. */
export function compileFilter(filter: Doc, variables?: Doc): Matcher | undefined {
  if (Object.keys(filter).length === 0) return undefined;
  const simple = equalityMatcher(filter);
  if (simple) return simple;
  const query = new Query(filter, mingoOptions({ variables }));
  return (doc) => query.test(doc);
}
