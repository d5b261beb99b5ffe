// Cursor batching as documented: 101-document first batch, getMore, batchSize, 16 MB reply limit.
import type { CommandStartedEvent, CommandSucceededEvent } from 'mongodb';
import { openTarget, serverError, type Target } from '../helpers/target';

let t: Target;
const started: CommandStartedEvent[] = [];
const succeeded: CommandSucceededEvent[] = [];

beforeAll(async () => {
  t = await openTarget({ monitorCommands: true });
  t.client.on('commandStarted', (e) => started.push(e));
  t.client.on('commandSucceeded', (e) => succeeded.push(e));
  await t.db.collection('many').insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
});
afterAll(() => t.close());
beforeEach(() => {
  started.length = 0;
  succeeded.length = 0;
});

function batches(): number[] {
  return succeeded
    .filter((e) => e.commandName === 'find' || e.commandName === 'getMore' || e.commandName === 'aggregate')
    .map((e) => {
      const cursor = (e.reply as { cursor: { firstBatch?: unknown[]; nextBatch?: unknown[] } }).cursor;
      return (cursor.firstBatch ?? cursor.nextBatch ?? []).length;
    });
}

test('the first batch holds 101 documents and getMore returns the rest', async () => {
  const docs = await t.db.collection('many').find().toArray();
  expect(docs).toHaveLength(250);
  expect(batches()).toEqual([101, 149]);
});

test('batchSize applies to every batch', async () => {
  const docs = await t.db.collection('many').find({}, { batchSize: 100 }).toArray();
  expect(docs.map((d) => d.i)).toEqual(Array.from({ length: 250 }, (_, i) => i));
  expect(batches()).toEqual([100, 100, 50]);
});

test('limit closes the cursor after the limit', async () => {
  const docs = await t.db.collection('many').find().limit(120).toArray();
  expect(docs).toHaveLength(120);
  expect(batches()).toEqual([101, 19]);
});

test('aggregate cursors batch the same way', async () => {
  const docs = await t.db
    .collection('many')
    .aggregate([{ $match: { i: { $lt: 150 } } }], { batchSize: 60 })
    .toArray();
  expect(docs).toHaveLength(150);
  expect(batches()).toEqual([60, 60, 30]);
});

test('closing a cursor early kills it; getMore on it then fails with CursorNotFound (43)', async () => {
  const cursor = t.db.collection('many').find({}, { batchSize: 10 });
  await cursor.next();
  const id = cursor.id;
  await cursor.close();
  expect(started.some((e) => e.commandName === 'killCursors')).toBe(true);
  const err = await serverError(() => t.db.command({ getMore: id, collection: 'many' }));
  expect(err.code).toBe(43);
});

// 40 MB written and read back: a longer ceiling, as every suite shares the machine in npm test.
test('replies stay under 16 MB: batches of large documents are cut by size', async () => {
  const big = t.db.collection('big');
  const blob = 'x'.repeat(1024 * 1024);
  for (let i = 0; i < 40; i++) await big.insertOne({ i, blob });
  const docs = await big.find({}, { batchSize: 1000 }).toArray();
  expect(docs.map((d) => d.i)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  const sizes = batches();
  expect(sizes.length).toBeGreaterThan(2);
  expect(Math.max(...sizes)).toBeLessThan(16);
  expect(sizes.reduce((a, b) => a + b, 0)).toBe(40);
}, 30_000);
