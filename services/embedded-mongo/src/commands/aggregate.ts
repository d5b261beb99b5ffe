import { Aggregator } from 'mingo';
import { fail, notSupported } from '../errors';
import { mingoOptions } from '../storage/mingo-options';
import { type Doc, deepClone, isPlainObject } from '../storage/values';
import { optionalDoc, optionalNumber, requireArray } from './args';
import type { CommandDef } from './context';
import { checkCollation, checkPipeline } from './refusals';

// Stages that never write into their input documents, so stored documents can be passed as they are.
const READ_ONLY_STAGES = new Set(['$match', '$group', '$count', '$sort', '$limit', '$skip', '$sortByCount']);

/** $sample without replacement, as MongoDB samples small collections (mingo draws with replacement). */
function sample(docs: Doc[], spec: unknown): Doc[] {
  const size = isPlainObject(spec) && typeof spec.size === 'number' ? spec.size : -1;
  if (size < 0) fail('BadValue', '$sample stage must specify a size, a non-negative number');
  const pool = [...docs];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as Doc, pool[i] as Doc];
  }
  return pool.slice(0, size);
}

function runPipeline(stages: Doc[], input: Doc[], options: ReturnType<typeof mingoOptions>): Doc[] {
  let docs = input;
  let segment: Doc[] = [];
  const flush = () => {
    if (segment.length) docs = new Aggregator(segment, options).run(docs) as Doc[];
    segment = [];
  };
  for (const stage of stages) {
    if ('$sample' in stage) {
      flush();
      docs = sample(docs, stage.$sample);
    } else segment.push(stage);
  }
  flush();
  return docs;
}

export const aggregate: CommandDef = {
  fields: [
    'pipeline',
    'cursor',
    'explain',
    'allowDiskUse',
    'bypassDocumentValidation',
    'collation',
    'hint',
    'let',
  ],
  run(cmd, ctx) {
    const pipeline = requireArray(cmd, 'pipeline') as Doc[];
    if (cmd.explain) notSupported('explain');
    const cursor = optionalDoc(cmd, 'cursor');
    if (!cursor)
      fail(
        'FailedToParse',
        "The 'cursor' option is required, except for aggregate with the explain argument",
      );
    for (const stage of pipeline) {
      if (!isPlainObject(stage) || Object.keys(stage).length !== 1)
        fail('BadValue', 'A pipeline stage specification object must contain exactly one field.');
    }
    checkPipeline(pipeline);
    checkCollation(cmd, 'sort-only', pipeline);
    const target = cmd.aggregate;
    const collName = typeof target === 'string' ? target : undefined;
    if (!collName && target !== 1) fail('InvalidNamespace', 'aggregate field must be a collection name or 1');
    const catalog = ctx.server.catalog;
    const coll = collName ? catalog.get(ctx.db, collName) : undefined;

    // A leading $match is answered through the indexes.
    const first = pipeline[0];
    const leadingMatch = first && isPlainObject(first.$match) ? first.$match : undefined;
    let input: Doc[] = coll
      ? leadingMatch
        ? coll.query(leadingMatch, { variables: optionalDoc(cmd, 'let') })
        : [...coll.docs.values()]
      : [];
    const rest = leadingMatch ? pipeline.slice(1) : pipeline;
    if (!rest.every((s) => READ_ONLY_STAGES.has(Object.keys(s)[0] as string))) input = input.map(deepClone);

    const options = mingoOptions({
      variables: optionalDoc(cmd, 'let'),
      collation: cmd.collation as never,
      collectionResolver: (name: string) =>
        [...(catalog.get(ctx.db, name)?.docs.values() ?? [])].map(deepClone),
    });
    const results = runPipeline(rest, input, options);
    const ns = `${ctx.db}.${collName ?? '$cmd.aggregate'}`;
    return ctx.server.cursors.first(ns, results, { batchSize: optionalNumber(cursor, 'batchSize') });
  },
};
