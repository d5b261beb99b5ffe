import type { ListEntry } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { movieModel } from '../../models/movie';
import { type ListKind, watchListItemModel } from '../../models/watch-list';
import { displayMovie } from '../catalog/display';

/** Every query here is keyed by the signed-in user's id, so one user never reaches another's list. */
export interface ListOwner {
  db: Connection;
  userId: string;
  kind: ListKind;
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 11000;
}

/** Entries newest first; titles deleted from the catalogue since are left out. */
export async function listEntries({ db, userId, kind }: ListOwner): Promise<ListEntry[]> {
  const items = await watchListItemModel(db)
    .find({ user_id: userId, kind }, { movie_id: 1, added_at: 1 })
    .sort({ added_at: -1, _id: -1 })
    .lean();
  if (items.length === 0) return [];
  const movies = await movieModel(db)
    .find({ _id: { $in: items.map((i) => i.movie_id) } })
    .lean();
  const byId = new Map(movies.map((m) => [m._id, m]));
  return items.flatMap((item) => {
    const movie = byId.get(item.movie_id);
    return movie ? [{ movie: displayMovie(movie), added_at: new Date(item.added_at).toISOString() }] : [];
  });
}

/** Adds a title; adding one already there changes nothing and returns its original time. */
export async function addEntry(owner: ListOwner, movieId: string): Promise<Date> {
  const Items = watchListItemModel(owner.db);
  const key = { user_id: owner.userId, kind: owner.kind, movie_id: movieId };
  const existing = await Items.findOne(key, { added_at: 1 }).lean();
  if (existing) return existing.added_at;
  try {
    const created = await Items.create({ ...key, added_at: new Date() });
    return created.added_at;
  } catch (error) {
    // A concurrent add of the same title won the unique index: same outcome.
    if (!isDuplicateKey(error)) throw error;
    const winner = await Items.findOne(key, { added_at: 1 }).lean();
    if (!winner) throw error;
    return winner.added_at;
  }
}

export async function removeEntry(owner: ListOwner, movieId: string): Promise<void> {
  await watchListItemModel(owner.db).deleteOne({
    user_id: owner.userId,
    kind: owner.kind,
    movie_id: movieId,
  });
}

export async function hasEntry(owner: ListOwner, movieId: string): Promise<boolean> {
  const found = await watchListItemModel(owner.db).exists({
    user_id: owner.userId,
    kind: owner.kind,
    movie_id: movieId,
  });
  return found !== null;
}
