import { Query } from 'mingo';
import { fail, notSupported } from '../errors';
import type { Collection } from '../storage/collection';
import { mingoOptions } from '../storage/mingo-options';
import { collator, parseSort } from '../storage/sort';
import { canonicalKey, compareValues, type Doc, isPlainObject, valuesAtPath } from '../storage/values';
import { collectionName, optionalArray, optionalDoc, optionalNumber } from './args';
import type { CommandContext, CommandDef } from './context';
import { checkCollation, checkFilter } from './refusals';

export function project(docs: Doc[], projection: Doc | undefined): Doc[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  return new Query({}, mingoOptions()).find(docs, projection).all() as Doc[];
}

/** Checks a hint names an existing index (by name or key pattern), as MongoDB does. */
export function checkHint(coll: Collection | undefined, hint: unknown): void {
  if (hint === undefined || hint === null || !coll) return;
  if (typeof hint === 'string' && coll.indexes.has(hint)) return;
  if (isPlainObject(hint)) {
    if (Object.keys(hint).length === 0) return;
    for (const index of coll.indexes.values()) if (compareValues(index.keyPattern, hint) === 0) return;
  }
  fail(
    'BadValue',
    'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
  );
}

function ns(ctx: CommandContext, coll: string): string {
  return `${ctx.db}.${coll}`;
}

export const find: CommandDef = {
  fields: [
    'filter',
    'sort',
    'projection',
    'hint',
    'skip',
    'limit',
    'batchSize',
    'singleBatch',
    'comment',
    'maxTimeMS',
    'readConcern',
    'collation',
    'allowDiskUse',
    'let',
    'noCursorTimeout',
    'allowPartialResults',
    'returnKey',
    'showRecordId',
    'tailable',
    'awaitData',
    'min',
    'max',
  ],
  run(cmd, ctx) {
    const name = collectionName(cmd, 'find');
    const filter = optionalDoc(cmd, 'filter') ?? {};
    checkFilter(filter);
    if (cmd.tailable || cmd.awaitData) notSupported('Tailable cursors (capped collections)');
    if (cmd.min !== undefined || cmd.max !== undefined) notSupported('min/max index bounds');
    if (cmd.returnKey || cmd.showRecordId) notSupported('returnKey/showRecordId');
    checkCollation(cmd, 'sort-only', filter);
    const coll = ctx.server.catalog.get(ctx.db, name);
    checkHint(coll, cmd.hint);
    const skip = optionalNumber(cmd, 'skip') ?? 0;
    const rawLimit = optionalNumber(cmd, 'limit') ?? 0;
    const batchSize = optionalNumber(cmd, 'batchSize');
    if (skip < 0) fail('BadValue', 'skip value must be non-negative');
    if (batchSize !== undefined && batchSize < 0) fail('BadValue', 'batchSize value must be non-negative');
    const limit = Math.abs(rawLimit) || undefined;
    const docs = coll
      ? coll.query(filter, {
          sort: parseSort(optionalDoc(cmd, 'sort')),
          skip,
          limit,
          strings: collator(optionalDoc(cmd, 'collation')),
          variables: optionalDoc(cmd, 'let'),
        })
      : [];
    const projected = project(docs, optionalDoc(cmd, 'projection'));
    return ctx.server.cursors.first(ns(ctx, name), projected, {
      batchSize,
      singleBatch: cmd.singleBatch === true || rawLimit < 0,
    });
  },
};

export const getMore: CommandDef = {
  fields: ['collection', 'batchSize', 'maxTimeMS', 'comment'],
  run(cmd, ctx) {
    if (typeof cmd.collection !== 'string')
      fail('TypeMismatch', "BSON field 'getMore.collection' is missing but a required field");
    return ctx.server.cursors.getMore(cmd.getMore, ns(ctx, cmd.collection), optionalNumber(cmd, 'batchSize'));
  },
};

export const killCursors: CommandDef = {
  fields: ['cursors'],
  run(cmd, ctx) {
    const { killed, notFound } = ctx.server.cursors.kill(optionalArray(cmd, 'cursors') ?? []);
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [] };
  },
};

export const count: CommandDef = {
  fields: ['query', 'limit', 'skip', 'hint', 'collation', 'readConcern', 'fields'],
  run(cmd, ctx) {
    const name = collectionName(cmd, 'count');
    const query = optionalDoc(cmd, 'query') ?? {};
    checkFilter(query);
    checkCollation(cmd, 'none');
    const coll = ctx.server.catalog.get(ctx.db, name);
    checkHint(coll, cmd.hint);
    if (!coll) return { n: 0 };
    const skip = optionalNumber(cmd, 'skip') ?? 0;
    const limit = Math.abs(optionalNumber(cmd, 'limit') ?? 0);
    if (Object.keys(query).length === 0 && !skip && !limit) return { n: coll.docs.size };
    return { n: coll.query(query, { skip, limit: limit || undefined }).length };
  },
};

export const distinct: CommandDef = {
  fields: ['key', 'query', 'collation', 'readConcern', 'hint'],
  run(cmd, ctx) {
    const name = collectionName(cmd, 'distinct');
    if (typeof cmd.key !== 'string')
      fail('TypeMismatch', "BSON field 'distinct.key' is missing but a required field");
    const query = optionalDoc(cmd, 'query') ?? {};
    checkFilter(query);
    checkCollation(cmd, 'none');
    const coll = ctx.server.catalog.get(ctx.db, name);
    checkHint(coll, cmd.hint);
    const path = cmd.key.split('.');
    const seen = new Map<string, unknown>();
    for (const doc of coll ? coll.query(query) : []) {
      for (const v of valuesAtPath(doc, path)) {
        for (const item of Array.isArray(v) ? v : [v]) {
          const key = canonicalKey(item);
          if (!seen.has(key)) seen.set(key, item);
        }
      }
    }
    return { values: [...seen.values()].sort(compareValues) };
  },
};
