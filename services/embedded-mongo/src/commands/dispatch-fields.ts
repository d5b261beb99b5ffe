import { fail } from '../errors';
import type { Doc } from '../storage/values';

/** Unknown fields are errors (as in mongod), so new driver behaviour is noticed rather than ignored. */
export function checkFieldNames(prefix: string, doc: Doc, allowed: Iterable<string>): void {
  const ok = allowed instanceof Set ? (allowed as Set<string>) : new Set(allowed);
  for (const key of Object.keys(doc)) {
    if (!ok.has(key)) fail('UnknownBsonField', `BSON field '${prefix}.${key}' is an unknown field.`);
  }
}
