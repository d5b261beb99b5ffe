// Applies update documents: operator updates and pipeline updates through mingo, replacements,
// and the document an upsert starts from.
import { ObjectId } from 'bson';
import { Aggregator, updateOne } from 'mingo';
import { fail } from '../errors';
import { tryFastUpdate } from './fast-update';
import { mingoOptions } from './mingo-options';
import { compareValues, type Doc, deepClone, isPlainObject } from './values';

export type UpdateSpec = Doc | Doc[];

const OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$currentDate',
  '$push',
  '$addToSet',
  '$pop',
  '$pull',
  '$pullAll',
  '$bit',
  '$setOnInsert',
]);
const PIPELINE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

export type UpdateKind = 'operators' | 'replacement' | 'pipeline';

export function updateKind(u: unknown): UpdateKind {
  if (Array.isArray(u)) {
    for (const stage of u) {
      const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
      if (!name || !PIPELINE_STAGES.has(name))
        fail('InvalidOptions', `${name ?? 'stage'} is not allowed to be used within an update`);
    }
    return 'pipeline';
  }
  if (!isPlainObject(u)) fail('FailedToParse', 'Update argument must be either an object or an array');
  const keys = Object.keys(u);
  const ops = keys.filter((k) => k.startsWith('$'));
  if (ops.length === 0) return 'replacement';
  if (ops.length !== keys.length)
    fail(
      'FailedToParse',
      `Unknown modifier: ${keys.find((k) => !k.startsWith('$'))}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
  const paths: string[] = [];
  for (const op of ops) {
    if (!OPERATORS.has(op))
      fail(
        'FailedToParse',
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    const arg = u[op];
    if (!isPlainObject(arg))
      fail(
        'FailedToParse',
        `Modifiers operate on fields but we found type ${typeof arg} instead. For example: {$mod: {<field>: ...}} not {${op}: ${String(arg)}}`,
      );
    for (const [path, value] of Object.entries(arg)) {
      paths.push(path);
      if (op === '$rename' && typeof value === 'string') paths.push(value);
    }
  }
  checkConflicts(paths);
  return 'operators';
}

function checkConflicts(paths: string[]): void {
  const norm = paths.map((p) => p.replace(/\.\$(\[[^\]]*\])?/g, ''));
  const sorted = [...norm].sort();
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1] as string;
    const b = sorted[i] as string;
    if (a === b || b.startsWith(`${a}.`))
      fail('ConflictingUpdateOperators', `Updating the path '${b}' would create a conflict at '${a}'`);
  }
}

function withIdFirst(doc: Doc): Doc {
  if (!('_id' in doc) || Object.keys(doc)[0] === '_id') return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

function checkIdUnchanged(before: Doc, after: Doc): void {
  if (!('_id' in after) || compareValues(before._id, after._id) !== 0) {
    fail('ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
}

interface ApplyOptions {
  filter: Doc;
  arrayFilters?: Doc[];
  inserting: boolean;
  variables?: Doc;
}

function applyOperators(doc: Doc, spec: Doc, opts: ApplyOptions): Doc {
  const { $setOnInsert, ...rest } = spec;
  const modifier: Doc = { ...rest };
  if (opts.inserting && isPlainObject($setOnInsert))
    modifier.$set = { ...(modifier.$set as Doc), ...$setOnInsert };
  if (Object.keys(modifier).length === 0) return doc;
  if (!opts.arrayFilters && tryFastUpdate(doc, modifier)) return doc;
  const docs = [doc];
  try {
    updateOne(
      docs,
      opts.inserting ? {} : opts.filter,
      modifier,
      { arrayFilters: opts.arrayFilters, cloneMode: 'deep' },
      mingoOptions(),
    );
  } catch (err) {
    // mingo checks _id itself; report it with MongoDB's code.
    if (/immutable field '_id'/.test((err as Error).message)) checkIdUnchanged(doc, {});
    throw err;
  }
  return docs[0] as Doc;
}

function applyPipeline(doc: Doc, stages: Doc[], opts: ApplyOptions): Doc {
  const out = new Aggregator(stages, mingoOptions({ variables: opts.variables })).run([doc]);
  const result = out[0];
  if (!isPlainObject(result)) fail('BadValue', 'Pipeline update did not produce a document');
  return result;
}

/** Returns the updated copy of `doc` (the stored document is never mutated). */
export function applyUpdate(doc: Doc, spec: UpdateSpec, kind: UpdateKind, opts: ApplyOptions): Doc {
  const copy = deepClone(doc);
  let next: Doc;
  if (kind === 'replacement') {
    const replacement = deepClone(spec as Doc);
    next = { _id: doc._id, ...replacement };
    if ('_id' in replacement) next._id = replacement._id;
  } else if (kind === 'pipeline') {
    next = applyPipeline(copy, spec as Doc[], opts);
  } else {
    next = applyOperators(copy, spec as Doc, opts);
  }
  if (!opts.inserting || '_id' in doc) checkIdUnchanged(doc, next);
  return withIdFirst(next);
}

function setPath(target: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur = target;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i] as string;
    if (!isPlainObject(cur[part])) cur[part] = {};
    cur = cur[part] as Doc;
  }
  cur[parts[parts.length - 1] as string] = deepClone(value);
}

/** The equality fields of an upsert's filter become the new document's starting fields. */
function seedFromFilter(filter: Doc, out: Doc): void {
  for (const [field, value] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(value)) {
      for (const sub of value) if (isPlainObject(sub)) seedFromFilter(sub, out);
    } else if (!field.startsWith('$')) {
      if (isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'))) {
        if ('$eq' in value) setPath(out, field, value.$eq);
      } else {
        setPath(out, field, value);
      }
    }
  }
}

/** The document an upsert inserts when nothing matched. */
export function upsertDocument(
  filter: Doc,
  spec: UpdateSpec,
  kind: UpdateKind,
  opts: Omit<ApplyOptions, 'inserting' | 'filter'>,
): Doc {
  let doc: Doc;
  if (kind === 'replacement') {
    doc = deepClone(spec as Doc);
    if (!('_id' in doc) && isPlainObject(filter) && '_id' in filter && !isPlainObject(filter._id))
      doc._id = filter._id;
  } else {
    const seed: Doc = {};
    seedFromFilter(filter, seed);
    doc = applyUpdate(seed, spec, kind, { ...opts, filter, inserting: true });
  }
  if (!('_id' in doc)) doc._id = new ObjectId();
  return withIdFirst(doc);
}
