// The direct equality matcher and the direct $set/$unset/$inc path must agree with mingo.
import { Long, ObjectId } from 'bson';
import { Query, updateOne } from 'mingo';
import { tryFastUpdate } from '../../src/storage/fast-update';
import { compileFilter } from '../../src/storage/matcher';
import { deepClone } from '../../src/storage/values';

type Doc = Record<string, unknown>;
const id = new ObjectId();
const docs: Doc[] = [
  { _id: id, email: 'a@x', n: 1, tags: ['a', 'b'], sub: { k: 1 }, at: new Date(5), ok: true },
  { _id: 2, email: 'b@x', n: 1.5, tags: [], sub: { k: [1, 2] }, ok: false },
  { _id: 3, n: Long.fromString('9007199254740993'), tags: 'a', sub: 'flat' }, // stays a Long: beyond 2^53
  { _id: 4, email: ['a@x', 'c@x'], n: [1, 2], ok: [false] },
];

test('equality filters match exactly what mingo matches', () => {
  const filters: Doc[] = [
    { _id: id },
    { _id: 2 },
    { email: 'a@x' },
    { n: 1 },
    { n: 1, email: 'a@x' },
    { tags: 'a' },
    { at: new Date(5) },
    { ok: false },
    { _id: new ObjectId() },
  ];
  for (const filter of filters) {
    const fast = compileFilter(filter);
    const query = new Query(filter, {});
    expect(docs.filter((d) => (fast as (d: Doc) => boolean)(d)).map((d) => d._id)).toEqual(
      docs.filter((d) => query.test(d)).map((d) => d._id),
    );
  }
});

test('$set/$unset/$inc give the documents mingo gives, or defer to it', () => {
  const specs: Doc[] = [
    { $set: { email: 'z', 'sub.k': 2, 'new.deep.path': [1] } },
    { $unset: { email: '', 'sub.k': '', 'missing.x': '' } },
    { $inc: { n: 2, 'sub.count': 1 } },
    { $set: { 'sub.k.x': 1 } },
    { $inc: { tags: 1 } },
    { $set: { 'tags.0': 'q' } },
  ];
  let fastCount = 0;
  for (const doc of docs) {
    for (const spec of specs) {
      const fast = deepClone(doc);
      const applied = tryFastUpdate(fast, spec);
      if (!applied) {
        expect(fast).toEqual(doc);
        continue;
      }
      fastCount++;
      const viaMingo = [deepClone(doc)];
      updateOne(viaMingo, {}, spec as never, { cloneMode: 'deep' }, {});
      expect(fast).toEqual(viaMingo[0]);
    }
  }
  expect(fastCount).toBeGreaterThan(8);
});
