// $set, $unset and $inc on plain (non-positional, non-array) paths applied directly: the common
// shape of API updates. Anything else, or any path that meets an array or a non-object, is left
// to mingo by returning false before the document is touched.
import { type Doc, deepClone, isPlainObject } from './values';

const FAST_OPERATORS = new Set(['$set', '$unset', '$inc']);

interface Step {
  op: string;
  parts: string[];
  value: unknown;
}

function plan(spec: Doc): Step[] | undefined {
  const steps: Step[] = [];
  for (const [op, arg] of Object.entries(spec)) {
    if (!FAST_OPERATORS.has(op) || !isPlainObject(arg)) return undefined;
    for (const [path, value] of Object.entries(arg)) {
      const parts = path.split('.');
      if (parts.some((p) => p === '' || p.startsWith('$') || /^\d+$/.test(p))) return undefined;
      if (op === '$inc' && typeof value !== 'number') return undefined;
      steps.push({ op, parts, value });
    }
  }
  return steps;
}

/** The object holding the path's last part, if every step to it exists (checked plain by canApply). */
function parentOf(doc: Doc, parts: string[]): Doc | undefined {
  let cur: Doc = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = cur[parts[i] as string];
    if (!isPlainObject(next)) return undefined;
    cur = next;
  }
  return cur;
}

function canApply(doc: Doc, steps: Step[]): boolean {
  for (const { op, parts } of steps) {
    let cur: unknown = doc;
    for (let i = 0; i < parts.length - 1 && cur !== undefined; i++) {
      if (!isPlainObject(cur)) return false;
      cur = cur[parts[i] as string];
    }
    if (cur !== undefined && !isPlainObject(cur)) return false;
    if (op === '$inc' && isPlainObject(cur)) {
      const current = cur[parts[parts.length - 1] as string];
      if (current !== undefined && typeof current !== 'number') return false;
    }
  }
  return true;
}

/** Applies the update to `doc` in place; false (doc untouched) when mingo must do it. */
export function tryFastUpdate(doc: Doc, spec: Doc): boolean {
  const steps = plan(spec);
  if (!steps || !canApply(doc, steps)) return false;
  for (const { op, parts, value } of steps) {
    const last = parts[parts.length - 1] as string;
    if (op === '$unset') {
      const parent = parentOf(doc, parts);
      if (parent) delete parent[last];
      continue;
    }
    let cur = doc;
    for (let i = 0; i < parts.length - 1; i++) {
      const part = parts[i] as string;
      if (cur[part] === undefined) cur[part] = {};
      cur = cur[part] as Doc;
    }
    if (op === '$set') cur[last] = deepClone(value);
    else cur[last] = ((cur[last] as number | undefined) ?? 0) + (value as number);
  }
  return true;
}
