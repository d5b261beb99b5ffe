import { TRENDING_MAX } from '@premieres/contracts';
import type { Connection, QueryFilter } from 'mongoose';
import { type MovieDoc, movieModel } from '../../models/movie';
import { TRENDING_ORDER_ID, trendingOrderModel } from '../../models/trending-order';

export type Slots = (string | null)[];

const emptySlots = (): Slots => Array.from({ length: TRENDING_MAX }, () => null);

/** Exactly TRENDING_MAX entries. */
function normalize(slots: readonly (string | null | undefined)[]): Slots {
  return emptySlots().map((_, i) => slots[i] ?? null);
}

/**
 * The stored order. A database from before the order document (or a fresh seed) gets one built
 * from the movies' trending_position once; the insert is idempotent (a concurrent start loses).
 */
export async function readTrendingSlots(db: Connection): Promise<Slots> {
  const Orders = trendingOrderModel(db);
  const doc = await Orders.findById(TRENDING_ORDER_ID).lean();
  if (doc) return normalize(doc.slots);
  const ranked = await movieModel(db)
    .find({ trending_position: { $ne: null } }, { trending_position: 1 })
    .sort({ trending_position: 1, _id: 1 })
    .lean();
  const slots = emptySlots();
  for (const m of ranked) {
    const i = (m.trending_position ?? 0) - 1;
    if (i >= 0 && i < TRENDING_MAX && slots[i] === null) slots[i] = m._id;
  }
  await Orders.updateOne(
    { _id: TRENDING_ORDER_ID },
    { $setOnInsert: { slots, version: 0, updated_at: new Date() } },
    { upsert: true },
  );
  const stored = await Orders.findById(TRENDING_ORDER_ID).lean();
  return normalize(stored?.slots ?? slots);
}

/**
 * The titles of the filled slots, in slot order, with their position (deleted titles drop out).
 * `filterFor` narrows the lookup (a viewer profile's certification ceiling).
 */
export async function trendingMovies(
  db: Connection,
  filterFor: (ids: string[]) => QueryFilter<MovieDoc> = (ids) => ({ _id: { $in: ids } }),
): Promise<{ position: number; movie: MovieDoc }[]> {
  const slots = await readTrendingSlots(db);
  const ids = slots.filter((id): id is string => id !== null);
  if (ids.length === 0) return [];
  const docs = await movieModel(db).find(filterFor(ids)).lean();
  const byId = new Map(docs.map((d) => [d._id, d]));
  return slots.flatMap((id, i) => {
    const movie = id ? byId.get(id) : undefined;
    return movie ? [{ position: i + 1, movie }] : [];
  });
}

/**
 * Replaces the whole order in one write, then makes the movies' trending_position / is_trending
 * agree with it (the display shape shows them). Readers of the list read the order document,
 * so they never see the intermediate state of the movie fields.
 */
export async function saveTrendingSlots(db: Connection, slots: Slots): Promise<void> {
  const next = normalize(slots);
  await trendingOrderModel(db).updateOne(
    { _id: TRENDING_ORDER_ID },
    { $set: { slots: next, updated_at: new Date() }, $inc: { version: 1 } },
    { upsert: true },
  );
  await syncMovieTrendingFields(db);
}

/** Movie fields from the stored order (re-read, so the last of two concurrent saves wins here too). */
export async function syncMovieTrendingFields(db: Connection): Promise<void> {
  const slots = await readTrendingSlots(db);
  const ids = slots.filter((id): id is string => id !== null);
  // One round trip: clear the titles that left the list, then position the ones in it.
  await movieModel(db).bulkWrite([
    {
      updateMany: {
        filter: { trending_position: { $ne: null }, _id: { $nin: ids } },
        update: { $set: { trending_position: null, is_trending: false } },
      },
    },
    ...slots.flatMap((id, i) =>
      id
        ? [
            {
              updateOne: {
                filter: { _id: id },
                update: { $set: { trending_position: i + 1, is_trending: true } },
              },
            },
          ]
        : [],
    ),
  ]);
}

/** Takes a deleted title out of the order (compare-and-set on the version, retried on a race). */
export async function removeFromTrending(db: Connection, ids: readonly string[]): Promise<void> {
  const Orders = trendingOrderModel(db);
  for (let attempt = 0; attempt < 5; attempt++) {
    const doc = await Orders.findById(TRENDING_ORDER_ID).lean();
    if (!doc?.slots.some((id) => id !== null && ids.includes(id))) return;
    const slots = normalize(doc.slots).map((id) => (id !== null && ids.includes(id) ? null : id));
    const res = await Orders.updateOne(
      { _id: TRENDING_ORDER_ID, version: doc.version },
      { $set: { slots, updated_at: new Date() }, $inc: { version: 1 } },
    );
    if (res.modifiedCount === 1) return;
  }
}
