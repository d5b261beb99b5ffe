// CRUD and update operators, as the MongoDB manual documents them, through the official driver.
import { type Collection, ObjectId } from 'mongodb';
import { openTarget, serverError, type Target } from '../helpers/target';

let t: Target;
let coll: Collection;
let n = 0;

beforeAll(async () => {
  t = await openTarget();
});
afterAll(() => t.close());
beforeEach(() => {
  coll = t.db.collection(`c${n++}`);
});

describe('insert and find', () => {
  test('insertOne assigns an ObjectId and _id comes first', async () => {
    const { insertedId } = await coll.insertOne({ name: 'a', _x: 1 });
    expect(insertedId).toBeInstanceOf(ObjectId);
    const doc = await coll.findOne({ _id: insertedId });
    expect(Object.keys(doc ?? {})).toEqual(['_id', 'name', '_x']);
  });

  test('the server moves a client-given _id to the front', async () => {
    await coll.insertOne({ a: 1, _id: 'k' } as never);
    expect(Object.keys((await coll.findOne({ _id: 'k' } as never)) ?? {})).toEqual(['_id', 'a']);
  });

  test('filter, sort, skip, limit and projection', async () => {
    await coll.insertMany(
      [1, 2, 3, 4, 5].map((i) => ({ _id: i, n: i, even: i % 2 === 0, tag: `t${i}` })) as never,
    );
    const docs = await coll
      .find({ n: { $gte: 2 } }, { projection: { tag: 1 } })
      .sort({ n: -1 })
      .skip(1)
      .limit(2)
      .toArray();
    expect(docs).toEqual([
      { _id: 4, tag: 't4' },
      { _id: 3, tag: 't3' },
    ]);
    expect(
      await coll
        .find({}, { projection: { _id: 0, even: 0, tag: 0 } })
        .sort({ n: 1 })
        .limit(1)
        .toArray(),
    ).toEqual([{ n: 1 }]);
  });

  test('query operators: $in, $nin, $ne, $exists, $regex, $or, $and, $not, $elemMatch, $size, $all', async () => {
    await coll.insertMany([
      { _id: 1, tags: ['a', 'b'], name: 'Alpha', score: 5 },
      { _id: 2, tags: ['b'], name: 'beta', score: 7, extra: true },
      {
        _id: 3,
        tags: [],
        name: 'Gamma',
        items: [
          { k: 1, v: 'x' },
          { k: 2, v: 'y' },
        ],
      },
    ] as never);
    const ids = async (filter: object) =>
      (await coll.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ tags: 'b' })).toEqual([1, 2]);
    expect(await ids({ tags: { $in: ['a', 'zzz'] } })).toEqual([1]);
    expect(await ids({ score: { $nin: [5] } })).toEqual([2, 3]);
    expect(await ids({ score: { $ne: 5 } })).toEqual([2, 3]);
    expect(await ids({ extra: { $exists: true } })).toEqual([2]);
    expect(await ids({ name: { $regex: '^a', $options: 'i' } })).toEqual([1]);
    expect(await ids({ name: /ma$/ })).toEqual([3]);
    expect(await ids({ $or: [{ score: 7 }, { tags: { $size: 0 } }] })).toEqual([2, 3]);
    expect(await ids({ $and: [{ score: { $gt: 4 } }, { score: { $lt: 6 } }] })).toEqual([1]);
    expect(await ids({ score: { $not: { $gt: 6 } } })).toEqual([1, 3]);
    expect(await ids({ items: { $elemMatch: { k: 2, v: 'y' } } })).toEqual([3]);
    expect(await ids({ tags: { $all: ['a', 'b'] } })).toEqual([1]);
    expect(await ids({ score: null })).toEqual([3]);
    expect(await ids({ 'items.k': 1 })).toEqual([3]);
  });

  test('sort orders mixed types by BSON type order and arrays by their extreme element', async () => {
    await coll.insertMany([
      { _id: 1, v: 'b' },
      { _id: 2, v: 10 },
      { _id: 3 },
      { _id: 4, v: [5, 50] },
      { _id: 5, v: new Date(0) },
    ] as never);
    const asc = (await coll.find().sort({ v: 1, _id: 1 }).toArray()).map((d) => d._id);
    expect(asc).toEqual([3, 4, 2, 1, 5]);
    const desc = (await coll.find().sort({ v: -1, _id: 1 }).toArray()).map((d) => d._id);
    expect(desc).toEqual([5, 1, 4, 2, 3]);
  });

  test('countDocuments, estimatedDocumentCount and distinct', async () => {
    await coll.insertMany([{ g: 'x', t: [1, 2] }, { g: 'y', t: [2, 3] }, { g: 'x' }]);
    expect(await coll.countDocuments({ g: 'x' })).toBe(2);
    expect(await coll.countDocuments({}, { skip: 1, limit: 1 })).toBe(1);
    expect(await coll.estimatedDocumentCount()).toBe(3);
    expect((await coll.distinct('g')).sort()).toEqual(['x', 'y']);
    expect((await coll.distinct('t')).sort()).toEqual([1, 2, 3]);
    expect(await coll.distinct('g', { t: 3 })).toEqual(['y']);
  });

  test('reading a missing collection returns nothing', async () => {
    expect(await t.db.collection('never-created').find().toArray()).toEqual([]);
    expect(await t.db.collection('never-created').countDocuments()).toBe(0);
  });
});

describe('update', () => {
  beforeEach(async () => {
    await coll.insertOne({ _id: 1, n: 1, arr: [1, 2, 3], sub: { a: 1 }, grades: [80, 90, 95] } as never);
  });
  const get = () => coll.findOne({ _id: 1 } as never);

  test('field operators: $set $unset $inc $mul $min $max $rename $currentDate', async () => {
    const r = await coll.updateOne({ _id: 1 } as never, {
      $set: { 'sub.b': 2, s: 'x' },
      $unset: { 'sub.a': '' },
      $inc: { n: 4 },
      $mul: { m: 3 },
      $min: { low: 5 },
      $max: { high: 7 },
      $currentDate: { at: true },
    });
    expect(r).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    await coll.updateOne({ _id: 1 } as never, { $rename: { s: 'renamed' } });
    const doc = await get();
    expect(doc).toMatchObject({ n: 5, m: 0, low: 5, high: 7, sub: { b: 2 }, renamed: 'x' });
    expect(doc?.sub).toEqual({ b: 2 });
    expect(doc?.at).toBeInstanceOf(Date);
    expect(doc).not.toHaveProperty('s');
  });

  test('array operators: $push with $each/$slice/$sort, $addToSet, $pull, $pullAll, $pop', async () => {
    await coll.updateOne(
      { _id: 1 } as never,
      { $push: { arr: { $each: [9, 0], $sort: 1, $slice: 4 } } } as never,
    );
    expect((await get())?.arr).toEqual([0, 1, 2, 3]);
    await coll.updateOne({ _id: 1 } as never, { $addToSet: { arr: { $each: [3, 4] } } });
    expect((await get())?.arr).toEqual([0, 1, 2, 3, 4]);
    await coll.updateOne({ _id: 1 } as never, { $pull: { arr: { $gte: 3 } } } as never);
    expect((await get())?.arr).toEqual([0, 1, 2]);
    await coll.updateOne({ _id: 1 } as never, { $pullAll: { arr: [0] } } as never);
    await coll.updateOne({ _id: 1 } as never, { $pop: { arr: -1 } });
    expect((await get())?.arr).toEqual([2]);
  });

  test('positional $, all-positional $[] and filtered $[<id>] with arrayFilters', async () => {
    await coll.updateOne({ _id: 1, grades: 90 } as never, { $set: { 'grades.$': 91 } });
    expect((await get())?.grades).toEqual([80, 91, 95]);
    await coll.updateOne({ _id: 1 } as never, { $inc: { 'grades.$[]': 1 } });
    expect((await get())?.grades).toEqual([81, 92, 96]);
    await coll.updateOne(
      { _id: 1 } as never,
      { $set: { 'grades.$[g]': 100 } },
      { arrayFilters: [{ g: { $gte: 92 } }] },
    );
    expect((await get())?.grades).toEqual([81, 100, 100]);
  });

  test('an update that changes nothing matches but does not modify', async () => {
    const r = await coll.updateOne({ _id: 1 } as never, { $set: { n: 1 } });
    expect(r).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
  });

  test('replacement keeps _id; changing _id is refused with ImmutableField (66)', async () => {
    await coll.replaceOne({ _id: 1 } as never, { only: true });
    expect(await get()).toEqual({ _id: 1, only: true });
    const err = await serverError(() => coll.updateOne({ _id: 1 } as never, { $set: { _id: 2 } }));
    expect(err.code).toBe(66);
  });

  test('pipeline updates', async () => {
    await coll.updateOne({ _id: 1 } as never, [{ $set: { total: { $sum: '$grades' }, n: '$$REMOVE' } }]);
    const doc = await get();
    expect(doc?.total).toBe(265);
    expect(doc).not.toHaveProperty('n');
  });

  test('updateMany updates every match', async () => {
    await coll.insertMany([
      { _id: 2, k: 1 },
      { _id: 3, k: 1 },
    ] as never);
    const r = await coll.updateMany({ k: 1 }, { $set: { seen: true } });
    expect(r).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    expect(await coll.countDocuments({ seen: true })).toBe(2);
  });

  test('upsert seeds the new document from the equality fields and applies $setOnInsert', async () => {
    const r = await coll.updateOne(
      { email: 'x@y.z', 'profile.lang': 'hi', age: { $gt: 5 } },
      { $set: { name: 'X' }, $setOnInsert: { created: true } },
      { upsert: true },
    );
    expect(r.upsertedCount).toBe(1);
    const doc = await coll.findOne({ _id: r.upsertedId as ObjectId });
    expect(doc).toMatchObject({ email: 'x@y.z', profile: { lang: 'hi' }, name: 'X', created: true });
    expect(doc).not.toHaveProperty('age');
    const again = await coll.updateOne(
      { email: 'x@y.z' },
      { $set: { name: 'Y' }, $setOnInsert: { created: false } },
      { upsert: true },
    );
    expect(again).toMatchObject({ matchedCount: 1, upsertedCount: 0 });
    expect(await coll.findOne({ email: 'x@y.z' })).toMatchObject({ name: 'Y', created: true });
  });

  test('unknown update operators fail with FailedToParse (9)', async () => {
    const err = await serverError(() =>
      coll.updateOne({ _id: 1 } as never, { $frobnicate: { a: 1 } } as never),
    );
    expect(err.code).toBe(9);
  });

  test('conflicting paths fail with ConflictingUpdateOperators (40)', async () => {
    const err = await serverError(() =>
      coll.updateOne({ _id: 1 } as never, { $set: { n: 1 }, $inc: { n: 1 } }),
    );
    expect(err.code).toBe(40);
  });
});

describe('delete and findAndModify', () => {
  beforeEach(async () => {
    await coll.insertMany([1, 2, 3, 4].map((i) => ({ _id: i, n: i, k: i % 2 })) as never);
  });

  test('deleteOne and deleteMany', async () => {
    expect((await coll.deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect((await coll.deleteMany({ k: 0 })).deletedCount).toBe(2);
    expect(await coll.countDocuments()).toBe(1);
  });

  test('findOneAndUpdate returns the document before or after, honouring sort', async () => {
    const before = await coll.findOneAndUpdate({ k: 0 }, { $inc: { n: 10 } }, { sort: { n: -1 } });
    expect(before).toMatchObject({ _id: 4, n: 4 });
    const after = await coll.findOneAndUpdate(
      { k: 0 },
      { $inc: { n: 10 } },
      { sort: { n: 1 }, returnDocument: 'after', projection: { n: 1 } },
    );
    expect(after).toEqual({ _id: 2, n: 12 });
  });

  test('findOneAndUpdate with upsert, findOneAndReplace and findOneAndDelete', async () => {
    const created = await coll.findOneAndUpdate(
      { _id: 9 } as never,
      { $set: { n: 9 } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(created).toEqual({ _id: 9, n: 9 });
    const replaced = await coll.findOneAndReplace({ _id: 9 } as never, { r: 1 }, { returnDocument: 'after' });
    expect(replaced).toEqual({ _id: 9, r: 1 });
    expect(await coll.findOneAndDelete({ _id: 9 } as never)).toEqual({ _id: 9, r: 1 });
    expect(await coll.findOneAndDelete({ _id: 9 } as never)).toBeNull();
  });
});

describe('bulkWrite and aggregate', () => {
  test('ordered bulkWrite stops at the first error, unordered continues', async () => {
    await coll.insertOne({ _id: 1 } as never);
    const ordered = await serverError(() =>
      coll.bulkWrite([
        { insertOne: { document: { _id: 2 } } },
        { insertOne: { document: { _id: 1 } } },
        { insertOne: { document: { _id: 3 } } },
      ] as never),
    );
    expect(ordered.code).toBe(11000);
    expect(await coll.countDocuments()).toBe(2);
    const unordered = await serverError(() =>
      coll.bulkWrite(
        [
          { insertOne: { document: { _id: 1 } } },
          { insertOne: { document: { _id: 4 } } },
          { updateOne: { filter: { _id: 4 }, update: { $set: { x: 1 } } } },
        ] as never,
        { ordered: false },
      ),
    );
    expect(unordered.code).toBe(11000);
    expect(await coll.findOne({ _id: 4 } as never)).toEqual({ _id: 4, x: 1 });
  });

  test('$match $group $sort $project $unwind $lookup $count', async () => {
    const movies = t.db.collection(`m${n++}`);
    await movies.insertMany([
      { _id: 1, title: 'A', genres: ['drama', 'comedy'] },
      { _id: 2, title: 'B', genres: ['drama'] },
    ] as never);
    await coll.insertMany([
      { user: 'u1', movie: 1 },
      { user: 'u2', movie: 1 },
      { user: 'u1', movie: 2 },
    ]);
    const perMovie = await coll
      .aggregate([
        { $group: { _id: '$movie', likes: { $sum: 1 } } },
        { $sort: { likes: -1 } },
        { $lookup: { from: movies.collectionName, localField: '_id', foreignField: '_id', as: 'movie' } },
        { $unwind: '$movie' },
        { $project: { _id: 0, title: '$movie.title', likes: 1 } },
      ])
      .toArray();
    expect(perMovie).toEqual([
      { likes: 2, title: 'A' },
      { likes: 1, title: 'B' },
    ]);
    const genres = await movies
      .aggregate([{ $unwind: '$genres' }, { $match: { genres: 'drama' } }, { $count: 'n' }])
      .toArray();
    expect(genres).toEqual([{ n: 2 }]);
    const [page] = await movies
      .aggregate([{ $facet: { items: [{ $sort: { _id: -1 } }, { $limit: 1 }], total: [{ $count: 'n' }] } }])
      .toArray();
    expect(page).toEqual({ items: [{ _id: 2, title: 'B', genres: ['drama'] }], total: [{ n: 2 }] });
    expect(await movies.aggregate([{ $sample: { size: 5 } }]).toArray()).toHaveLength(2);
    // Stored documents are not changed by a pipeline that reshapes them.
    expect(await movies.findOne({ _id: 1 } as never)).toEqual({
      _id: 1,
      title: 'A',
      genres: ['drama', 'comedy'],
    });
  });
});
