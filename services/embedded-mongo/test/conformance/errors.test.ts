// Error codes a MongoDB 7 server returns for common mistakes.
import { openTarget, serverError, type Target } from '../helpers/target';

let t: Target;
beforeAll(async () => {
  t = await openTarget();
});
afterAll(() => t.close());

test('an unknown command is CommandNotFound (59)', async () => {
  const err = await serverError(() => t.db.command({ frobnicate: 1 }));
  expect(err.code).toBe(59);
  expect(err.codeName).toBe('CommandNotFound');
});

test('an unknown command field is rejected (40415)', async () => {
  const err = await serverError(() => t.db.command({ find: 'x', filter: {}, notAField: true }));
  expect(err.code).toBe(40415);
  expect(err.message).toContain("'find.notAField'");
});

test('creating an existing collection is NamespaceExists (48)', async () => {
  await t.db.createCollection('dup');
  const err = await serverError(() => t.db.command({ create: 'dup' }));
  expect(err.code).toBe(48);
});

test('an invalid collection name is InvalidNamespace (73)', async () => {
  const err = await serverError(() => t.db.command({ insert: 'bad$name', documents: [{}] }));
  expect(err.code).toBe(73);
});

test('a hint naming no index is BadValue (2)', async () => {
  await t.db.collection('hinted').insertOne({ a: 1 });
  const err = await serverError(() => t.db.collection('hinted').find({}, { hint: 'nope_1' }).toArray());
  expect(err.code).toBe(2);
});

test('an array _id is refused', async () => {
  const err = await serverError(() => t.db.collection('ids').insertOne({ _id: [1, 2] } as never));
  expect(err.code).toBe(2);
});

test('ping, buildInfo and hello answer as a standalone 7.0 server', async () => {
  expect(await t.db.command({ ping: 1 })).toMatchObject({ ok: 1 });
  const info = await t.db.admin().command({ buildInfo: 1 });
  expect(String(info.version)).toMatch(/^\d+\.\d+/);
  const hello = await t.db.admin().command({ hello: 1 });
  expect(hello).toMatchObject({
    isWritablePrimary: true,
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxWriteBatchSize: 100_000,
  });
  expect(hello.maxWireVersion).toBeGreaterThanOrEqual(21);
  expect(hello.localTime).toBeInstanceOf(Date);
});

test('listCollections, renameCollection and drop', async () => {
  await t.db.collection('r1').insertOne({ a: 1 });
  await t.db.collection('r1').createIndex({ a: 1 });
  await t.db.renameCollection('r1', 'r2');
  const names = (await t.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
  expect(names).toContain('r2');
  expect(names).not.toContain('r1');
  expect((await t.db.collection('r2').listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'a_1']);
  expect(await t.db.collection('r2').drop()).toBe(true);
  expect((await t.db.listCollections({ name: 'r2' }).toArray()).length).toBe(0);
});
