import type { ListEntry } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { movieModel } from '../../models/movie';
import { type ListKind, watchListItemModel } from '../../models/watch-list';
import { type CatalogueScope, withinScope } from '../catalog/catalogue-scope';
import { displayMovies } from '../catalog/display';

/**
 * Every query here is keyed by the acting viewer profile, which the access gate resolved from
 * the caller's own account, so one profile never reaches another's list.
 */
export interface ListOwner {
  db: Connection;
  userId: string;
  profileId: string;
  kind: ListKind;
  /** The profile's catalogue scope: entries above its ceiling are never shown. */
  scope: CatalogueScope;
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 11000;
}

const keyOf = (owner: ListOwner, movieId: string) => ({
  viewer_profile_id: owner.profileId,
  kind: owner.kind,
  movie_id: movieId,
});

/** Entries newest first; titles deleted since, or above the profile's ceiling, are left out. */
export async function listEntries(owner: ListOwner): Promise<ListEntry[]> {
  const items = await watchListItemModel(owner.db)
    .find({ viewer_profile_id: owner.profileId, kind: owner.kind }, { movie_id: 1, added_at: 1 })
    .sort({ added_at: -1, _id: -1 })
    .lean();
  if (items.length === 0) return [];
  const movies = await movieModel(owner.db)
    .find(withinScope({ _id: { $in: items.map((i) => i.movie_id) } }, owner.scope))
    .lean();
  const byId = new Map((await displayMovies(owner.db, movies)).map((m) => [m.id, m]));
  return items.flatMap((item) => {
    const movie = byId.get(item.movie_id);
    return movie ? [{ movie, added_at: new Date(item.added_at).toISOString() }] : [];
  });
}

/** Adds a title; adding one already there changes nothing and returns its original time. */
export async function addEntry(owner: ListOwner, movieId: string): Promise<Date> {
  const Items = watchListItemModel(owner.db);
  const key = keyOf(owner, movieId);
  const existing = await Items.findOne(key, { added_at: 1 }).lean();
  if (existing) return existing.added_at;
  try {
    const created = await Items.create({ ...key, user_id: owner.userId, added_at: new Date() });
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
  await watchListItemModel(owner.db).deleteOne(keyOf(owner, movieId));
}

/** Whether the title is in the list and visible to the profile (above its ceiling reads as absent). */
export async function hasEntry(owner: ListOwner, movieId: string): Promise<boolean> {
  const found = await watchListItemModel(owner.db).exists(keyOf(owner, movieId));
  if (!found) return false;
  return (await movieModel(owner.db).exists(withinScope({ _id: movieId }, owner.scope))) !== null;
}
