// The server a conformance test talks to: MONGODB_URI when set (to check the engine agrees with a
// real MongoDB), else a fresh in-memory embedded engine. Each test file gets its own database.
import { randomBytes } from 'node:crypto';
import { type Db, MongoClient, type MongoClientOptions } from 'mongodb';
import { startEmbeddedMongo } from '../../src';

export interface Target {
  uri: string;
  client: MongoClient;
  db: Db;
  /** True when running against the embedded engine rather than MONGODB_URI. */
  embedded: boolean;
  close(): Promise<void>;
}

/** Warnings the embedded engine logged (jest's sandbox hides the driver's metadata, which it reports). */
export const warnings: string[] = [];

export async function openTarget(options: MongoClientOptions = {}): Promise<Target> {
  const external = process.env.MONGODB_URI;
  const server = external ? undefined : await startEmbeddedMongo({ log: (m) => warnings.push(m) });
  const uri = external ?? (server as { uri: string }).uri;
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5000, ...options });
  const db = client.db(`conformance_${randomBytes(4).toString('hex')}`);
  return {
    uri,
    client,
    db,
    embedded: !external,
    close: async () => {
      await db.dropDatabase().catch(() => {});
      await client.close();
      await server?.stop();
    },
  };
}

/** Runs `fn` and returns the MongoServerError it throws. */
export async function serverError(
  fn: () => Promise<unknown>,
): Promise<{ code?: number; message: string } & Record<string, unknown>> {
  try {
    await fn();
  } catch (err) {
    return err as { code?: number; message: string } & Record<string, unknown>;
  }
  throw new Error('expected the operation to fail');
}
