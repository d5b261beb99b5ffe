// Equality and range queries are answered from indexes: among 100,000 documents a lookup
// examines only the matching documents, not the collection.
import { MongoClient } from 'mongodb';
import { EmbeddedMongoServer } from '../../src';
import type { Collection } from '../../src/storage/collection';

const N = 100_000;
let server: EmbeddedMongoServer;
let client: MongoClient;
let users: Collection;

beforeAll(async () => {
  server = new EmbeddedMongoServer({ log: () => {} });
  const { uri } = await server.start();
  users = server.catalog.ensure('app', 'users');
  for (let i = 0; i < N; i++)
    users.insert({
      _id: i,
      email: `user${i}@example.in`,
      age: 18 + (i % 60),
      city: `c${i % 100}`,
      tags: [`t${i % 10}`, `t${(i + 1) % 10}`],
    });
  client = await MongoClient.connect(uri);
  const coll = client.db('app').collection('users');
  await coll.createIndex({ email: 1 }, { unique: true });
  await coll.createIndex({ city: 1, age: -1 });
  await coll.createIndex({ tags: 1 });
}, 60_000);
afterAll(async () => {
  await client.close();
  await server.stop();
});

const coll = () => client.db('app').collection('users');

test('an e-mail lookup uses the unique index and examines one document', async () => {
  const doc = await coll().findOne({ email: 'user54321@example.in' });
  expect(doc?._id).toBe(54321);
  expect(users.lastPlan).toEqual({ index: 'email_1', keysExamined: expect.any(Number), docsExamined: 1 });
  expect(users.lastPlan.keysExamined).toBeLessThanOrEqual(2);
});

test('ranges, compound prefixes, $in and multikey fields use indexes', async () => {
  expect(await coll().countDocuments({ email: { $gte: 'user99990@', $lt: 'user99999@' } })).toBe(9);
  expect(users.lastPlan).toMatchObject({ index: 'email_1', docsExamined: 9 });

  const young = await coll()
    .find({ city: 'c7', age: { $lt: 20 } })
    .toArray();
  expect(young.every((d) => d.city === 'c7' && d.age < 20)).toBe(true);
  expect(users.lastPlan).toMatchObject({ index: 'city_1_age_-1', docsExamined: young.length });

  expect(await coll().countDocuments({ city: { $in: ['c1', 'c2'] } })).toBe(2000);
  expect(users.lastPlan).toMatchObject({ index: 'city_1_age_-1', docsExamined: 2000 });

  expect(await coll().countDocuments({ tags: 't3', age: 30 })).toBeGreaterThan(0);
  expect(users.lastPlan.index).toBe('tags_1');
  expect(users.lastPlan.docsExamined).toBe(20_000);

  await coll().findOne({ _id: 777 } as never);
  expect(users.lastPlan).toMatchObject({ index: '_id_', docsExamined: 1 });
});

test('index-backed and scanned answers agree', async () => {
  const viaIndex = await coll()
    .find({ age: { $gt: 70 }, city: 'c3' })
    .sort({ _id: 1 })
    .toArray();
  const scanned = [...users.docs.values()].filter((d) => (d.age as number) > 70 && d.city === 'c3');
  expect(viaIndex.map((d) => d._id)).toEqual(scanned.map((d) => d._id));
});

test('an unindexed field is a collection scan', async () => {
  await coll().findOne({ nickname: 'x' });
  expect(users.lastPlan).toEqual({ index: undefined, keysExamined: 0, docsExamined: N });
});
