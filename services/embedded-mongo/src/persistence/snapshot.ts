import fs from 'node:fs';
import path from 'node:path';
import type { Catalog } from '../storage/catalog';
import { frame } from './record';

const CHUNK = 1024 * 1024;

/**
 * Writes the catalog's current state as a fresh log (collections, documents, then index specs so
 * replay builds each index in one pass), fsyncs it and renames it over `file`. Returns its size.
 */
export function writeSnapshot(catalog: Catalog, file: string): number {
  const tmp = `${file}.compact`;
  const fd = fs.openSync(tmp, 'w');
  let size = 0;
  let parts: Buffer[] = [];
  let partBytes = 0;
  const put = (buf: Buffer) => {
    parts.push(buf);
    partBytes += buf.length;
    if (partBytes >= CHUNK) drain();
  };
  const drain = () => {
    const data = Buffer.concat(parts);
    let off = 0;
    while (off < data.length) off += fs.writeSync(fd, data, off);
    size += data.length;
    parts = [];
    partBytes = 0;
  };
  try {
    for (const [db, colls] of catalog.dbs) {
      for (const coll of colls.values()) {
        put(frame({ op: 'create', ns: `${db}.${coll.name}`, options: coll.options }));
        for (const doc of coll.docs.values()) put(frame({ op: 'put', ns: coll.ns, doc }));
        for (const index of coll.indexes.values()) {
          if (index.name !== '_id_') put(frame({ op: 'createIndex', ns: coll.ns, spec: index.spec }));
        }
      }
    }
    drain();
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  syncDirectory(path.dirname(file));
  return size;
}

function syncDirectory(dir: string): void {
  try {
    const fd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // Some platforms cannot fsync a directory; the rename is still atomic.
  }
}
