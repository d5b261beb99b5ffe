import { crc32 } from 'node:zlib';
import { deserialize } from 'bson';
import type { Catalog } from '../storage/catalog';
import type { Collection } from '../storage/collection';
import { canonicalKey, type Doc } from '../storage/values';

function splitNs(ns: string): [string, string] {
  const at = ns.indexOf('.');
  return [ns.slice(0, at), ns.slice(at + 1)];
}

/**
 * Applies every complete record of a log to an empty catalog. A record cut short or failing its
 * checksum ends the log: it was never acknowledged (the reply waits for the write to finish).
 */
export function replayLog(buf: Buffer, catalog: Catalog, warn: (message: string) => void): number {
  const touched = new Set<Collection>();
  const collection = (ns: string): Collection => {
    const [db, name] = splitNs(ns);
    const coll = catalog.ensure(db, name);
    if (!touched.has(coll)) {
      coll.loading = true;
      touched.add(coll);
    }
    return coll;
  };
  let pos = 0;
  let records = 0;
  while (pos < buf.length) {
    if (pos + 9 > buf.length) break;
    const size = buf.readInt32LE(pos + 4);
    if (size < 5 || pos + 4 + size > buf.length) break;
    const body = buf.subarray(pos + 4, pos + 4 + size);
    if (crc32(body) !== buf.readUInt32LE(pos)) break;
    apply(deserialize(body) as Doc, catalog, collection, warn);
    pos += 4 + size;
    records++;
  }
  if (pos < buf.length)
    warn(`discarded ${buf.length - pos} bytes of an incomplete record at the end of the log`);
  for (const coll of touched) {
    try {
      coll.finishLoading();
    } catch (err) {
      warn(`rebuilding indexes of ${coll.ns} failed: ${(err as Error).message}`);
    }
  }
  return records;
}

function apply(
  entry: Doc,
  catalog: Catalog,
  collection: (ns: string) => Collection,
  warn: (m: string) => void,
): void {
  try {
    switch (entry.op) {
      case 'create': {
        const [db, name] = splitNs(entry.ns as string);
        if (!catalog.get(db, name)) catalog.create(db, name, (entry.options ?? {}) as Doc);
        collection(entry.ns as string);
        break;
      }
      case 'put': {
        const coll = collection(entry.ns as string);
        const doc = entry.doc as Doc;
        const id = canonicalKey(doc._id);
        if (coll.docs.has(id)) coll.replace(id, doc);
        else coll.insert(doc);
        break;
      }
      case 'del':
        collection(entry.ns as string).remove(canonicalKey(entry._id));
        break;
      case 'createIndex': {
        const coll = collection(entry.ns as string);
        const spec = entry.spec as Doc;
        if (!coll.indexes.has(spec.name as string)) coll.createIndex(spec);
        break;
      }
      case 'dropIndex':
        collection(entry.ns as string).dropIndex(entry.name as string);
        break;
      case 'drop': {
        const [db, name] = splitNs(entry.ns as string);
        catalog.drop(db, name);
        break;
      }
      case 'dropDatabase':
        catalog.dropDatabase(entry.db as string);
        break;
      default:
        warn(`unknown log record ${String(entry.op)}`);
    }
  } catch (err) {
    warn(`skipped log record ${String(entry.op)} ${String(entry.ns ?? '')}: ${(err as Error).message}`);
  }
}
