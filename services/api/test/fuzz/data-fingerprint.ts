import { createHash } from 'node:crypto';
import type { Connection } from 'mongoose';

/**
 * A fingerprint of every collection (count and hash of its documents in _id order), to prove
 * that bad input changed nothing. `ignore` lists collections that record attempts by design.
 */
export async function dataFingerprint(db: Connection, ignore: string[]): Promise<Record<string, string>> {
  const handle = db.db;
  if (!handle) throw new Error('database not connected');
  const collections = (await handle.listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .filter((name) => !ignore.includes(name))
    .sort();
  const prints: Record<string, string> = {};
  for (const name of collections) {
    const docs = await handle.collection(name).find({}).sort({ _id: 1 }).toArray();
    const hash = createHash('sha256').update(JSON.stringify(docs)).digest('hex').slice(0, 16);
    prints[name] = `${docs.length}:${hash}`;
  }
  return prints;
}
