import { fail, toCommandError } from '../errors';
import type { Collection } from '../storage/collection';
import { parseSort } from '../storage/sort';
import { applyUpdate, type UpdateKind, updateKind, upsertDocument } from '../storage/update';
import { type Doc, isPlainObject } from '../storage/values';
import { collectionName, optionalDoc, requireArray } from './args';
import type { CommandContext, CommandDef } from './context';
import { checkFieldNames } from './dispatch-fields';
import { checkHint, project } from './read';
import { checkCollation, checkFilter } from './refusals';

const WRITE_FIELDS = ['ordered', 'bypassDocumentValidation', 'let'];

interface WriteOutcome {
  n: number;
  writeErrors: Doc[];
}

/** Runs statements in order; a failure becomes a writeError and, when ordered, stops the batch. */
function runStatements(
  statements: unknown[],
  ordered: boolean,
  out: WriteOutcome,
  run: (s: unknown, i: number) => void,
): void {
  for (let i = 0; i < statements.length; i++) {
    try {
      run(statements[i], i);
    } catch (err) {
      const e = toCommandError(err);
      out.writeErrors.push({ index: i, code: e.code, errmsg: e.message, ...e.extra });
      if (ordered) break;
    }
  }
}

function reply(out: WriteOutcome, extra: Doc = {}): Doc {
  const r: Doc = { n: out.n, ...extra };
  if (out.writeErrors.length) r.writeErrors = out.writeErrors;
  return r;
}

export const insert: CommandDef = {
  fields: ['documents', ...WRITE_FIELDS],
  writes: true,
  run(cmd, ctx) {
    const name = collectionName(cmd, 'insert');
    const documents = requireArray(cmd, 'documents');
    const coll = ctx.server.catalog.ensure(ctx.db, name);
    const out: WriteOutcome = { n: 0, writeErrors: [] };
    runStatements(documents, cmd.ordered !== false, out, (doc) => {
      if (!isPlainObject(doc)) fail('TypeMismatch', 'documents must be objects');
      coll.insert(doc);
      out.n++;
    });
    return reply(out);
  },
};

function updateOne(
  coll: Collection,
  stmt: Doc,
  index: number,
  outcome: { nModified: number; upserted: Doc[] },
  out: WriteOutcome,
  variables?: Doc,
): void {
  checkFieldNames('update.updates', stmt, [
    'q',
    'u',
    'upsert',
    'multi',
    'arrayFilters',
    'hint',
    'collation',
    'c',
    'sort',
  ]);
  const filter = isPlainObject(stmt.q)
    ? stmt.q
    : fail('TypeMismatch', "BSON field 'update.updates.q' is missing but a required field");
  checkFilter(filter);
  checkCollation(stmt, 'none');
  checkHint(coll, stmt.hint);
  const kind: UpdateKind = updateKind(stmt.u);
  if (kind === 'pipeline') checkFilter(stmt.u);
  if (stmt.multi === true && kind === 'replacement')
    fail('FailedToParse', 'multi update is not supported for replacement-style update');
  const arrayFilters = Array.isArray(stmt.arrayFilters) ? (stmt.arrayFilters as Doc[]) : undefined;
  const vars = { ...variables, ...(isPlainObject(stmt.c) ? stmt.c : {}) };
  const matches = coll.query(filter, {
    limit: stmt.multi === true ? undefined : 1,
    sort: parseSort(stmt.sort),
    variables: vars,
  });
  if (matches.length === 0) {
    if (stmt.upsert !== true) return;
    const doc = coll.insert(upsertDocument(filter, stmt.u as Doc, kind, { arrayFilters, variables: vars }));
    out.n++;
    outcome.upserted.push({ index, _id: doc._id });
    return;
  }
  for (const doc of matches) {
    const next = applyUpdate(doc, stmt.u as Doc, kind, {
      filter,
      arrayFilters,
      inserting: false,
      variables: vars,
    });
    if (coll.replace(coll.idOf(doc), next)) outcome.nModified++;
    out.n++;
  }
}

export const update: CommandDef = {
  fields: ['updates', ...WRITE_FIELDS],
  writes: true,
  run(cmd, ctx) {
    const name = collectionName(cmd, 'update');
    const updates = requireArray(cmd, 'updates');
    const variables = optionalDoc(cmd, 'let');
    const out: WriteOutcome = { n: 0, writeErrors: [] };
    const outcome = { nModified: 0, upserted: [] as Doc[] };
    let coll = ctx.server.catalog.get(ctx.db, name);
    runStatements(updates, cmd.ordered !== false, out, (stmt, i) => {
      if (!isPlainObject(stmt)) fail('TypeMismatch', 'updates must be objects');
      if (!coll && stmt.upsert === true) coll = ctx.server.catalog.ensure(ctx.db, name);
      if (coll) updateOne(coll, stmt, i, outcome, out, variables);
      else {
        // Validate even when the collection does not exist, so bad updates fail the same way.
        checkFieldNames('update.updates', stmt, [
          'q',
          'u',
          'upsert',
          'multi',
          'arrayFilters',
          'hint',
          'collation',
          'c',
          'sort',
        ]);
        updateKind(stmt.u);
      }
    });
    const extra: Doc = { nModified: outcome.nModified };
    if (outcome.upserted.length) extra.upserted = outcome.upserted;
    return reply(out, extra);
  },
};

export const remove: CommandDef = {
  fields: ['deletes', ...WRITE_FIELDS],
  writes: true,
  run(cmd, ctx) {
    const name = collectionName(cmd, 'delete');
    const deletes = requireArray(cmd, 'deletes');
    const coll = ctx.server.catalog.get(ctx.db, name);
    const out: WriteOutcome = { n: 0, writeErrors: [] };
    runStatements(deletes, cmd.ordered !== false, out, (stmt) => {
      if (!isPlainObject(stmt)) fail('TypeMismatch', 'deletes must be objects');
      checkFieldNames('delete.deletes', stmt, ['q', 'limit', 'collation', 'hint']);
      const filter = isPlainObject(stmt.q)
        ? stmt.q
        : fail('TypeMismatch', "BSON field 'delete.deletes.q' is missing but a required field");
      checkFilter(filter);
      checkCollation(stmt, 'none');
      if (stmt.limit !== 0 && stmt.limit !== 1)
        fail('FailedToParse', 'The limit field in delete objects must be 0 or 1');
      if (!coll) return;
      checkHint(coll, stmt.hint);
      for (const doc of coll.query(filter, { limit: stmt.limit === 1 ? 1 : undefined })) {
        if (coll.remove(coll.idOf(doc))) out.n++;
      }
    });
    return reply(out);
  },
};

export const findAndModify: CommandDef = {
  fields: [
    'query',
    'sort',
    'remove',
    'update',
    'new',
    'fields',
    'upsert',
    'bypassDocumentValidation',
    'collation',
    'arrayFilters',
    'hint',
    'let',
  ],
  writes: true,
  run(cmd, ctx: CommandContext) {
    const name = collectionName(cmd, 'findAndModify');
    const query = optionalDoc(cmd, 'query') ?? {};
    checkFilter(query);
    checkCollation(cmd, 'none');
    const remove = cmd.remove === true;
    if (remove && cmd.update !== undefined)
      fail('FailedToParse', 'Cannot specify both an update and remove=true');
    if (!remove && cmd.update === undefined)
      fail('FailedToParse', 'Either an update or remove=true must be specified');
    if (remove && cmd.new === true)
      fail(
        'FailedToParse',
        'Cannot specify both new=true and remove=true; remove=true always returns the deleted document',
      );
    if (remove && cmd.upsert === true)
      fail('FailedToParse', 'Cannot specify both upsert=true and remove=true');
    const kind = remove ? undefined : updateKind(cmd.update);
    if (kind === 'pipeline') checkFilter(cmd.update);
    const fields = optionalDoc(cmd, 'fields');
    const arrayFilters = Array.isArray(cmd.arrayFilters) ? (cmd.arrayFilters as Doc[]) : undefined;
    const variables = optionalDoc(cmd, 'let');
    const shown = (doc: Doc | undefined): Doc | null => (doc ? (project([doc], fields)[0] ?? null) : null);

    let coll = ctx.server.catalog.get(ctx.db, name);
    checkHint(coll, cmd.hint);
    const found = coll?.query(query, { sort: parseSort(optionalDoc(cmd, 'sort')), limit: 1 })[0];
    if (remove) {
      if (found && coll) coll.remove(coll.idOf(found));
      return { lastErrorObject: { n: found ? 1 : 0 }, value: shown(found) };
    }
    const spec = cmd.update as Doc;
    if (!found) {
      if (cmd.upsert !== true) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null };
      coll ??= ctx.server.catalog.ensure(ctx.db, name);
      const doc = coll.insert(upsertDocument(query, spec, kind as UpdateKind, { arrayFilters, variables }));
      return {
        lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
        value: cmd.new === true ? shown(doc) : null,
      };
    }
    const next = applyUpdate(found, spec, kind as UpdateKind, {
      filter: query,
      arrayFilters,
      inserting: false,
      variables,
    });
    (coll as Collection).replace((coll as Collection).idOf(found), next);
    return {
      lastErrorObject: { n: 1, updatedExisting: true },
      value: shown(cmd.new === true ? next : found),
    };
  },
};
