// What the engine refuses, each with an error naming the feature and pointing at MONGODB_URI.
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../../src';
import { serverError } from '../helpers/target';

const HINT = 'not supported by the embedded development server; set MONGODB_URI';

let server: Awaited<ReturnType<typeof startEmbeddedMongo>>;
let client: MongoClient;

beforeAll(async () => {
  server = await startEmbeddedMongo({ log: () => {} });
  client = await MongoClient.connect(server.uri);
  await client
    .db('r')
    .collection('c')
    .insertOne({ a: 1, loc: { type: 'Point', coordinates: [0, 0] } });
});
afterAll(async () => {
  await client.close();
  await server.stop();
});

const coll = () => client.db('r').collection('c');

async function refused(fn: () => Promise<unknown>, feature: RegExp, code?: number): Promise<void> {
  const err = await serverError(fn);
  expect(err.message).toContain(HINT);
  expect(err.message).toMatch(feature);
  if (code !== undefined) expect(err.code).toBe(code);
}

test('transactions fail with IllegalOperation (20), as on a standalone mongod', async () => {
  const session = client.startSession();
  try {
    session.startTransaction();
    await refused(() => coll().find({}, { session }).toArray(), /Transactions/, 20);
    // On writes the driver rewords code 20 (as it does for a real standalone) and keeps ours inside.
    const err = await serverError(() => coll().insertOne({ b: 1 }, { session }));
    expect((err.originalError as Error).message).toContain(HINT);
    expect(await coll().countDocuments({ b: 1 })).toBe(0);
  } finally {
    await session.endSession();
  }
});

test('change streams', async () => {
  const stream = coll().watch();
  await refused(() => stream.tryNext(), /Change streams/);
  await stream.close();
});

test('$text, geo queries and indexes', async () => {
  await refused(
    () =>
      coll()
        .find({ $text: { $search: 'x' } })
        .toArray(),
    /\$text/,
  );
  await refused(
    () =>
      coll()
        .find({ loc: { $near: { $geometry: { type: 'Point', coordinates: [0, 0] } } } })
        .toArray(),
    /Geospatial/,
  );
  await refused(() => coll().createIndex({ title: 'text' }), /Text indexes/);
  await refused(() => coll().createIndex({ loc: '2dsphere' }), /Geospatial indexes/);
});

test('JavaScript: $where, $function, $accumulator, mapReduce', async () => {
  await refused(() => coll().find({ $where: 'this.a == 1' }).toArray(), /\$where/);
  await refused(
    () =>
      coll()
        .aggregate([
          { $addFields: { x: { $function: { body: 'function(){return 1}', args: [], lang: 'js' } } } },
        ])
        .toArray(),
    /\$function/,
  );
  await refused(
    () =>
      client
        .db('r')
        .command({ mapReduce: 'c', map: 'function(){}', reduce: 'function(){}', out: { inline: 1 } }),
    /mapReduce/,
  );
});

test('$out, $merge and explain', async () => {
  await refused(
    () =>
      coll()
        .aggregate([{ $out: 'other' }])
        .toArray(),
    /\$out/,
  );
  await refused(
    () =>
      coll()
        .aggregate([{ $merge: { into: 'other' } }])
        .toArray(),
    /\$merge/,
  );
  await refused(() => coll().find({}).explain(), /explain/);
});

test('capped, time series and view collections', async () => {
  await refused(() => client.db('r').createCollection('capped', { capped: true, size: 4096 }), /Capped/);
  await refused(
    () => client.db('r').createCollection('ts', { timeseries: { timeField: 't' } }),
    /Time series/,
  );
  await refused(() => client.db('r').createCollection('v', { viewOn: 'c', pipeline: [] }), /Views/);
});

test('collation is honoured for sorting only', async () => {
  const sorted = await coll()
    .find({}, { collation: { locale: 'en', strength: 2 } })
    .sort({ a: 1 })
    .toArray();
  expect(sorted).toHaveLength(1);
  await refused(
    () =>
      coll()
        .find({ name: 'x' }, { collation: { locale: 'en', strength: 2 } })
        .toArray(),
    /Collation/,
  );
  await refused(
    () => coll().updateOne({ a: 1 }, { $set: { b: 1 } }, { collation: { locale: 'en' } }),
    /Collation/,
  );
});

test('authentication and network compression are refused at the handshake', async () => {
  const withAuth = new MongoClient(server.uri.replace('mongodb://', 'mongodb://user:pw@'), {
    serverSelectionTimeoutMS: 500,
  });
  await expect(withAuth.connect()).rejects.toThrow(
    /Authentication: not supported by the embedded development server/,
  );
  await withAuth.close();
  const compressed = new MongoClient(server.uri, { compressors: ['zlib'], serverSelectionTimeoutMS: 500 });
  await expect(compressed.connect()).rejects.toThrow(/Network compression \(zlib\): not supported/);
  await compressed.close();
});
