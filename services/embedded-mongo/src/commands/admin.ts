import { UUID } from 'bson';
import { Query } from 'mingo';
import { fail, notSupported } from '../errors';
import { validateCollectionName, validateDbName } from '../storage/catalog';
import type { Collection } from '../storage/collection';
import { normaliseIndexSpec } from '../storage/indexes';
import { mingoOptions } from '../storage/mingo-options';
import { compareValues, type Doc, isPlainObject } from '../storage/values';
import { collectionName, optionalDoc, optionalNumber, requireArray } from './args';
import type { CommandContext, CommandDef } from './context';
import { checkCollation } from './refusals';

const REFUSED_CREATE_OPTIONS: Record<string, string> = {
  capped: 'Capped collections',
  size: 'Capped collections',
  max: 'Capped collections',
  timeseries: 'Time series collections',
  expireAfterSeconds: 'Time series and clustered collections',
  viewOn: 'Views',
  pipeline: 'Views',
  clusteredIndex: 'Clustered collections',
  validator: 'Document validation (validator)',
  encryptedFields: 'Queryable encryption',
  changeStreamPreAndPostImages: 'Change streams',
};

const uuids = new WeakMap<Collection, UUID>();
function uuidOf(coll: Collection): UUID {
  let id = uuids.get(coll);
  if (!id) {
    id = new UUID();
    uuids.set(coll, id);
  }
  return id;
}

function mustExist(ctx: CommandContext, name: string): Collection {
  const coll = ctx.server.catalog.get(ctx.db, name);
  if (!coll) fail('NamespaceNotFound', `ns does not exist: ${ctx.db}.${name}`);
  return coll;
}

function filtered(docs: Doc[], filter: Doc | undefined): Doc[] {
  if (!filter || Object.keys(filter).length === 0) return docs;
  const q = new Query(filter, mingoOptions());
  return docs.filter((d) => q.test(d));
}

const CREATE_OPTIONS = [
  'storageEngine',
  'indexOptionDefaults',
  'validationLevel',
  'validationAction',
  'collation',
  'autoIndexId',
] as const;

export const create: CommandDef = {
  fields: [...CREATE_OPTIONS, ...Object.keys(REFUSED_CREATE_OPTIONS)],
  writes: true,
  run(cmd, ctx) {
    const name = collectionName(cmd, 'create');
    for (const [opt, feature] of Object.entries(REFUSED_CREATE_OPTIONS)) {
      if (cmd[opt] !== undefined && cmd[opt] !== false) notSupported(feature);
    }
    checkCollation(cmd, 'none');
    // listCollections echoes the options the collection was created with.
    const options: Doc = {};
    for (const opt of CREATE_OPTIONS) if (cmd[opt] !== undefined) options[opt] = cmd[opt];
    ctx.server.catalog.create(ctx.db, name, options);
    return {};
  },
};

export const drop: CommandDef = {
  fields: [],
  writes: true,
  run(cmd, ctx) {
    const name = collectionName(cmd, 'drop');
    const coll = ctx.server.catalog.get(ctx.db, name);
    const nIndexesWas = coll?.indexes.size ?? 0;
    ctx.server.catalog.drop(ctx.db, name);
    return coll ? { nIndexesWas, ns: coll.ns } : {};
  },
};

export const dropDatabase: CommandDef = {
  fields: [],
  writes: true,
  run(_cmd, ctx) {
    ctx.server.catalog.dropDatabase(ctx.db);
    return {};
  },
};

export const listCollections: CommandDef = {
  fields: ['filter', 'nameOnly', 'authorizedCollections', 'cursor'],
  run(cmd, ctx) {
    const nameOnly = cmd.nameOnly === true;
    const docs = ctx.server.catalog.collections(ctx.db).map(
      (c): Doc =>
        nameOnly
          ? { name: c.name, type: 'collection' }
          : {
              name: c.name,
              type: 'collection',
              options: c.options,
              info: { readOnly: false, uuid: uuidOf(c) },
              idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
            },
    );
    const cursor = optionalDoc(cmd, 'cursor');
    return ctx.server.cursors.first(
      `${ctx.db}.$cmd.listCollections`,
      filtered(docs, optionalDoc(cmd, 'filter')),
      {
        batchSize: cursor ? optionalNumber(cursor, 'batchSize') : undefined,
      },
    );
  },
};

export const listDatabases: CommandDef = {
  fields: ['filter', 'nameOnly', 'authorizedDatabases'],
  run(cmd, ctx) {
    const dbs = [...ctx.server.catalog.dbs.keys()].map((name) => ({ name, sizeOnDisk: 0, empty: false }));
    const databases = filtered(dbs, optionalDoc(cmd, 'filter'));
    return cmd.nameOnly === true
      ? { databases: databases.map((d) => ({ name: d.name })) }
      : { databases, totalSize: 0, totalSizeMb: 0 };
  },
};

export const createIndexes: CommandDef = {
  fields: ['indexes', 'commitQuorum'],
  writes: true,
  run(cmd, ctx) {
    const name = collectionName(cmd, 'createIndexes');
    const specs = requireArray(cmd, 'indexes').map((raw) => {
      if (!isPlainObject(raw)) fail('TypeMismatch', 'index specification must be an object');
      return normaliseIndexSpec(raw);
    });
    if (specs.length === 0) fail('BadValue', 'Must specify at least one index to create');
    const existed = ctx.server.catalog.get(ctx.db, name);
    const coll = existed ?? ctx.server.catalog.ensure(ctx.db, name);
    const before = coll.indexes.size;
    const created: string[] = [];
    try {
      for (const spec of specs) if (coll.createIndex(spec)) created.push(spec.name as string);
    } catch (err) {
      for (const n of created) coll.dropIndex(n);
      throw err;
    }
    const reply: Doc = {
      numIndexesBefore: before,
      numIndexesAfter: coll.indexes.size,
      createdCollectionAutomatically: !existed,
    };
    if (created.length === 0) reply.note = 'all indexes already exist';
    return reply;
  },
};

export const listIndexes: CommandDef = {
  fields: ['cursor'],
  run(cmd, ctx) {
    const coll = mustExist(ctx, collectionName(cmd, 'listIndexes'));
    const cursor = optionalDoc(cmd, 'cursor');
    return ctx.server.cursors.first(
      coll.ns,
      [...coll.indexes.values()].map((i) => i.spec),
      {
        batchSize: cursor ? optionalNumber(cursor, 'batchSize') : undefined,
      },
    );
  },
};

export const dropIndexes: CommandDef = {
  fields: ['index'],
  writes: true,
  run(cmd, ctx) {
    const coll = mustExist(ctx, collectionName(cmd, 'dropIndexes'));
    const nIndexesWas = coll.indexes.size;
    const target = cmd.index;
    let names: string[];
    if (target === '*') names = [...coll.indexes.keys()].filter((n) => n !== '_id_');
    else if (typeof target === 'string') names = [target];
    else if (Array.isArray(target)) names = target.map(String);
    else if (isPlainObject(target)) {
      const match = [...coll.indexes.values()].find((i) => compareValues(i.keyPattern, target) === 0);
      if (!match) fail('IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
      names = [match.name];
    } else fail('TypeMismatch', "BSON field 'dropIndexes.index' is missing but a required field");
    for (const n of names) {
      if (n === '_id_') fail('InvalidOptions', 'cannot drop _id index');
      if (!coll.indexes.has(n)) fail('IndexNotFound', `index not found with name [${n}]`);
    }
    for (const n of names) coll.dropIndex(n);
    return { nIndexesWas };
  },
};

function splitNs(ns: unknown): [string, string] {
  if (typeof ns !== 'string' || !ns.includes('.'))
    fail('InvalidNamespace', `Invalid namespace specified '${String(ns)}'`);
  const at = ns.indexOf('.');
  return [ns.slice(0, at), ns.slice(at + 1)];
}

export const renameCollection: CommandDef = {
  fields: ['to', 'dropTarget', 'stayTemp'],
  writes: true,
  run(cmd, ctx) {
    if (ctx.db !== 'admin')
      fail('Unauthorized', 'renameCollection may only be run against the admin database.');
    const [fromDb, from] = splitNs(cmd.renameCollection);
    const [toDb, to] = splitNs(cmd.to);
    validateDbName(toDb);
    validateCollectionName(toDb, to);
    ctx.server.catalog.rename(fromDb, from, toDb, to, cmd.dropTarget === true);
    return {};
  },
};

export const dbStats: CommandDef = {
  fields: ['scale', 'freeStorage'],
  run(_cmd, ctx) {
    const colls = ctx.server.catalog.collections(ctx.db);
    return {
      db: ctx.db,
      collections: colls.length,
      views: 0,
      objects: colls.reduce((n, c) => n + c.docs.size, 0),
      indexes: colls.reduce((n, c) => n + c.indexes.size, 0),
    };
  },
};
