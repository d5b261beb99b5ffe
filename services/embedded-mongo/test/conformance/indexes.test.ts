// Index behaviour from the MongoDB manual: unique, compound, sparse, partial, multikey, TTL specs.
import type { Collection } from 'mongodb';
import { openTarget, serverError, type Target } from '../helpers/target';

let t: Target;
let coll: Collection;
let n = 0;

beforeAll(async () => {
  t = await openTarget();
});
afterAll(() => t.close());
beforeEach(() => {
  coll = t.db.collection(`i${n++}`);
});

describe('unique indexes', () => {
  test('duplicate insert fails with 11000, keyPattern and keyValue', async () => {
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.insertOne({ email: 'a@b.c' });
    const err = await serverError(() => coll.insertOne({ email: 'a@b.c' }));
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ email: 1 });
    expect(err.keyValue).toEqual({ email: 'a@b.c' });
    expect(err.message).toMatch(
      /E11000 duplicate key error collection: .*index: email_1 dup key: \{ email: "a@b\.c" \}/,
    );
  });

  test('duplicate _id fails with 11000 on the _id_ index', async () => {
    await coll.insertOne({ _id: 'x' } as never);
    const err = await serverError(() => coll.insertOne({ _id: 'x' } as never));
    expect(err.code).toBe(11000);
    expect(err.keyValue).toEqual({ _id: 'x' });
  });

  test('an update that would create a duplicate fails and changes nothing', async () => {
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.insertMany([
      { _id: 1, email: 'a' },
      { _id: 2, email: 'b' },
    ] as never);
    const err = await serverError(() => coll.updateOne({ _id: 2 } as never, { $set: { email: 'a' } }));
    expect(err.code).toBe(11000);
    expect(await coll.findOne({ _id: 2 } as never)).toEqual({ _id: 2, email: 'b' });
    const fam = await serverError(() => coll.findOneAndUpdate({ _id: 2 } as never, { $set: { email: 'a' } }));
    expect(fam.code).toBe(11000);
  });

  test('numbers of different types are the same key', async () => {
    await coll.createIndex({ n: 1 }, { unique: true });
    await coll.insertOne({ n: 1 });
    expect((await serverError(() => coll.insertOne({ n: 1.0 }))).code).toBe(11000);
  });

  test('building a unique index over duplicate data is refused', async () => {
    await coll.insertMany([{ k: 1 }, { k: 1 }]);
    const err = await serverError(() => coll.createIndex({ k: 1 }, { unique: true }));
    expect(err.code).toBe(11000);
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  test('compound unique index compares the whole key', async () => {
    await coll.createIndex({ user: 1, movie: 1 }, { unique: true });
    await coll.insertMany([
      { user: 'u', movie: 1 },
      { user: 'u', movie: 2 },
      { user: 'v', movie: 1 },
    ]);
    const err = await serverError(() => coll.insertOne({ user: 'u', movie: 2 }));
    expect(err.code).toBe(11000);
    expect(err.keyValue).toEqual({ user: 'u', movie: 2 });
  });

  test('a unique index treats a missing field as null, once', async () => {
    await coll.createIndex({ code: 1 }, { unique: true });
    await coll.insertOne({ other: 1 });
    expect((await serverError(() => coll.insertOne({ other: 2 }))).code).toBe(11000);
  });

  test('sparse unique allows many documents without the field', async () => {
    await coll.createIndex({ code: 1 }, { unique: true, sparse: true });
    await coll.insertMany([{ a: 1 }, { a: 2 }, { code: 'x' }]);
    expect((await serverError(() => coll.insertOne({ code: 'x' }))).code).toBe(11000);
    expect(await coll.countDocuments({ code: null })).toBe(2);
  });

  test('partial unique applies only to documents matching the filter', async () => {
    await coll.createIndex({ email: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await coll.insertMany([
      { email: 'a', active: false },
      { email: 'a', active: false },
      { email: 'a', active: true },
    ]);
    expect((await serverError(() => coll.insertOne({ email: 'a', active: true }))).code).toBe(11000);
    expect(await coll.countDocuments({ email: 'a' })).toBe(3);
  });

  test('multikey unique: array elements are keys, a document may repeat its own', async () => {
    await coll.createIndex({ tags: 1 }, { unique: true });
    await coll.insertOne({ tags: ['a', 'b', 'b'] });
    expect((await serverError(() => coll.insertOne({ tags: ['c', 'a'] }))).code).toBe(11000);
    expect(await coll.countDocuments({ tags: 'b' })).toBe(1);
  });
});

describe('index management', () => {
  test('listIndexes echoes the specification; createIndex with the same spec is a no-op', async () => {
    await coll.createIndex({ a: 1, b: -1 }, { name: 'ab', unique: true, sparse: true });
    await coll.createIndex({ at: 1 }, { expireAfterSeconds: 3600 });
    await coll.createIndex({ a: 1, b: -1 }, { name: 'ab', unique: true, sparse: true });
    const specs = await coll.listIndexes().toArray();
    expect(specs).toEqual([
      { v: 2, key: { _id: 1 }, name: '_id_' },
      { v: 2, key: { a: 1, b: -1 }, name: 'ab', unique: true, sparse: true },
      { v: 2, key: { at: 1 }, name: 'at_1', expireAfterSeconds: 3600 },
    ]);
  });

  test('same name with another key is IndexKeySpecsConflict (86); same key other options is a conflict (85)', async () => {
    await coll.createIndex({ a: 1 }, { name: 'x' });
    expect((await serverError(() => coll.createIndex({ b: 1 }, { name: 'x' }))).code).toBe(86);
    expect((await serverError(() => coll.createIndex({ a: 1 }, { name: 'x', unique: true }))).code).toBe(85);
  });

  test('listIndexes on a missing collection is NamespaceNotFound (26)', async () => {
    const err = await serverError(() => t.db.collection('nope').listIndexes().toArray());
    expect(err.code).toBe(26);
  });

  test('dropIndexes by name, by key and all; the _id index stays', async () => {
    await coll.createIndexes([{ key: { a: 1 } }, { key: { b: 1 } }, { key: { c: 1 } }]);
    await coll.dropIndex('a_1');
    await coll.dropIndex({ b: 1 } as never);
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'c_1']);
    expect((await serverError(() => coll.dropIndex('zzz'))).code).toBe(27);
    await coll.dropIndexes();
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    expect((await serverError(() => coll.dropIndex('_id_'))).code).toBe(72);
  });

  test('queries return the same results with and without an index', async () => {
    const docs = Array.from({ length: 200 }, (_, i) => ({
      i,
      g: i % 7,
      s: `k${i % 13}`,
      arr: [i % 5, (i + 1) % 5],
    }));
    await coll.insertMany(docs);
    const filters = [
      { g: 3 },
      { g: { $in: [1, 2] }, s: 'k4' },
      { i: { $gte: 50, $lt: 60 } },
      { i: { $gt: 190 } },
      { arr: 4 },
      { arr: { $gt: 3 } },
      { s: { $lte: 'k2' } },
      { g: null },
    ];
    const run = async () => {
      const out = [];
      for (const f of filters)
        out.push(
          (
            await coll
              .find(f, { projection: { _id: 0, i: 1 } })
              .sort({ i: 1 })
              .toArray()
          ).map((d) => d.i),
        );
      return out;
    };
    const before = await run();
    await coll.createIndexes([
      { key: { g: 1, s: -1 } },
      { key: { i: -1 } },
      { key: { arr: 1 } },
      { key: { s: 1 } },
    ]);
    expect(await run()).toEqual(before);
    expect(before[2]).toEqual([50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);
  });
});
