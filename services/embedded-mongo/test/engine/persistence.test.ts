// The append-only log: restarts keep every change, torn tails are discarded, the log is compacted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { EmbeddedMongoServer } from '../../src';
import { LOG_FILE } from '../../src/persistence/journal';
import { lockDataDir } from '../../src/persistence/lock';
import { serverError } from '../helpers/target';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function withServer<T>(
  fn: (client: MongoClient, server: EmbeddedMongoServer) => Promise<T>,
  options = {},
): Promise<{ result: T; warnings: string[] }> {
  const warnings: string[] = [];
  const server = new EmbeddedMongoServer({ dbPath: dir, log: (m) => warnings.push(m), ...options });
  const { uri } = await server.start();
  const client = await MongoClient.connect(uri);
  try {
    return { result: await fn(client, server), warnings };
  } finally {
    await client.close();
    await server.stop();
  }
}

test('documents, updates, deletes, indexes and drops survive a restart', async () => {
  await withServer(async (client) => {
    const db = client.db('app');
    await db.collection('users').createIndex({ email: 1 }, { unique: true });
    await db.collection('users').insertMany([
      { _id: 1, email: 'a' },
      { _id: 2, email: 'b' },
      { _id: 3, email: 'c' },
    ] as never);
    await db.collection('users').updateOne({ _id: 2 } as never, { $set: { name: 'Bee' } });
    await db.collection('users').deleteOne({ _id: 3 } as never);
    await db.collection('gone').insertOne({ x: 1 });
    await db.collection('gone').drop();
    await client.db('other').collection('x').insertOne({ y: 1 });
    await client.db('other').dropDatabase();
  });
  await withServer(async (client) => {
    const users = client.db('app').collection('users');
    expect(await users.find().toArray()).toEqual([
      { _id: 1, email: 'a' },
      { _id: 2, email: 'b', name: 'Bee' },
    ]);
    expect((await serverError(() => users.insertOne({ email: 'a' }))).code).toBe(11000);
    expect((await client.db('app').listCollections().toArray()).map((c) => c.name)).toEqual(['users']);
    expect((await client.db('admin').admin().listDatabases()).databases.map((d) => d.name)).toEqual(['app']);
  });
});

test('an incomplete record at the end of the log is discarded with a warning', async () => {
  await withServer((client) =>
    client
      .db('app')
      .collection('c')
      .insertMany([{ i: 1 }, { i: 2 }]),
  );
  const file = path.join(dir, LOG_FILE);
  // A crash in the middle of a write leaves a partial record behind.
  fs.appendFileSync(file, Buffer.from([1, 2, 3, 4, 0x40, 0, 0, 0, 3, 7]));
  const { result, warnings } = await withServer((client) =>
    client.db('app').collection('c').countDocuments(),
  );
  expect(result).toBe(2);
  expect(warnings.join('\n')).toMatch(/discarded 10 bytes/);
});

test('the log is compacted at start and while running', async () => {
  const big = 'x'.repeat(2000);
  const { result: grown } = await withServer(
    async (client, server) => {
      const c = client.db('app').collection('c');
      await c.insertOne({ _id: 1, big, n: 0 } as never);
      let largest = 0;
      for (let i = 1; i <= 300; i++) {
        await c.updateOne({ _id: 1 } as never, { $set: { n: i } });
        largest = Math.max(largest, server.journalSize);
      }
      return { largest, end: fs.statSync(path.join(dir, LOG_FILE)).size };
    },
    { compactMinBytes: 100_000 },
  );
  // 300 full-document records would be ~600 KB without compaction.
  expect(grown.largest).toBeLessThan(250_000);
  const { result } = await withServer(async (client) => {
    const size = fs.statSync(path.join(dir, LOG_FILE)).size;
    return {
      size,
      doc: await client
        .db('app')
        .collection('c')
        .findOne({ _id: 1 } as never),
    };
  });
  expect(result.doc?.n).toBe(300);
  expect(result.size).toBeLessThan(4000);
});

test('j: true waits for the fsync', async () => {
  const { result } = await withServer((client) =>
    client
      .db('app')
      .collection('c')
      .insertOne({ a: 1 }, { writeConcern: { j: true } }),
  );
  expect(result.acknowledged).toBe(true);
});

test('TTL indexes delete expired documents', async () => {
  await withServer(
    async (client, server) => {
      const c = client.db('app').collection('sessions');
      await c.createIndex({ at: 1 }, { expireAfterSeconds: 60 });
      const now = Date.now();
      await c.insertMany([
        { k: 'old', at: new Date(now - 120_000) },
        { k: 'fresh', at: new Date(now) },
        { k: 'no-date', at: 'yesterday' },
        { k: 'old-in-array', at: [new Date(now - 90_000), new Date(now + 90_000)] },
      ]);
      expect(server.expire(now)).toBe(2);
      expect((await c.find().toArray()).map((d) => d.k).sort()).toEqual(['fresh', 'no-date']);
      // The monitor also runs on its own.
      await c.insertOne({ k: 'old2', at: new Date(now - 120_000) });
      for (let i = 0; i < 50 && (await c.countDocuments({ k: 'old2' })) > 0; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(await c.countDocuments({ k: 'old2' })).toBe(0);
    },
    { ttlIntervalMs: 50 },
  );
});

test('a data directory used by another live process is refused; a stale lock is taken over', () => {
  fs.writeFileSync(path.join(dir, 'mongod.lock'), String(process.ppid));
  expect(() => lockDataDir(dir)).toThrow(/in use by process/);
  fs.writeFileSync(path.join(dir, 'mongod.lock'), '2147483646');
  const unlock = lockDataDir(dir);
  expect(fs.readFileSync(path.join(dir, 'mongod.lock'), 'utf8')).toBe(String(process.pid));
  unlock();
  expect(fs.existsSync(path.join(dir, 'mongod.lock'))).toBe(false);
});
