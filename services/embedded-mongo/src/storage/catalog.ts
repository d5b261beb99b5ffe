import { fail } from '../errors';
import { type ChangeSink, Collection } from './collection';
import type { Doc } from './values';

export function validateDbName(db: string): void {
  if (!db || /[/\\. "$\0]/.test(db) || db.length > 63)
    fail('InvalidNamespace', `Invalid database name: '${db}'`);
}

export function validateCollectionName(db: string, name: string): void {
  if (
    typeof name !== 'string' ||
    name === '' ||
    name.includes('$') ||
    name.includes('\0') ||
    name.startsWith('.')
  ) {
    fail('InvalidNamespace', `Invalid collection name: ${db}.${String(name)}`);
  }
}

/** All databases and collections of one server. */
export class Catalog {
  readonly dbs = new Map<string, Map<string, Collection>>();
  sink: ChangeSink | undefined;

  private readonly getSink = (): ChangeSink | undefined => this.sink;

  get(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  /** Creates the collection; throws NamespaceExists (48) when it is already there. */
  create(db: string, name: string, options: Doc = {}): Collection {
    validateDbName(db);
    validateCollectionName(db, name);
    if (this.get(db, name)) fail('NamespaceExists', `Collection ${db}.${name} already exists.`);
    let colls = this.dbs.get(db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(db, colls);
    }
    const coll = new Collection(db, name, options, this.getSink);
    colls.set(name, coll);
    this.sink?.write({ op: 'create', ns: coll.ns, options });
    return coll;
  }

  /** The collection, created implicitly as a write to a missing collection does in MongoDB. */
  ensure(db: string, name: string): Collection {
    return this.get(db, name) ?? this.create(db, name);
  }

  drop(db: string, name: string): boolean {
    const colls = this.dbs.get(db);
    if (!colls?.delete(name)) return false;
    if (colls.size === 0) this.dbs.delete(db);
    this.sink?.write({ op: 'drop', ns: `${db}.${name}` });
    return true;
  }

  dropDatabase(db: string): void {
    if (!this.dbs.delete(db)) return;
    this.sink?.write({ op: 'dropDatabase', db });
  }

  rename(db: string, from: string, toDb: string, to: string, dropTarget: boolean): void {
    const source = this.get(db, from);
    if (!source) fail('NamespaceNotFound', 'source namespace does not exist');
    if (this.get(toDb, to)) {
      if (!dropTarget) fail('NamespaceExists', 'target namespace exists');
      this.drop(toDb, to);
    }
    const target = this.create(toDb, to, source.options);
    for (const index of source.indexes.values()) if (index.name !== '_id_') target.createIndex(index.spec);
    for (const doc of source.docs.values()) target.insert(doc);
    this.drop(db, from);
  }
}
