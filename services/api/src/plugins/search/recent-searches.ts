import {
  normalizeRecentSearch,
  RECENT_SEARCHES_MAX,
  type RecentSearch,
  recentSearchKey,
} from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { recentSearchModel } from '../../models/recent-search';

/** Whose recent searches: the acting viewer profile (resolved by the access gate from the caller's account). */
export interface RecentOwner {
  db: Connection;
  userId: string;
  profileId: string;
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 11000;
}

/** The profile's searches, newest first (at most RECENT_SEARCHES_MAX). */
export async function recentSearches(owner: RecentOwner): Promise<RecentSearch[]> {
  const docs = await recentSearchModel(owner.db)
    .find({ viewer_profile_id: owner.profileId }, { q: 1, searched_at: 1 })
    .sort({ searched_at: -1, _id: -1 })
    .limit(RECENT_SEARCHES_MAX)
    .lean();
  return docs.map((doc) => ({ q: doc.q, searchedAt: new Date(doc.searched_at).toISOString() }));
}

/** Remembers a search at `at`: a repeat moves to the top; past the limit the oldest go. */
export async function addRecentSearch(owner: RecentOwner, q: string, at: Date): Promise<void> {
  const Searches = recentSearchModel(owner.db);
  const text = normalizeRecentSearch(q);
  const key = recentSearchKey(text);
  const filter = { viewer_profile_id: owner.profileId, key };
  const update = { $set: { q: text, searched_at: at }, $setOnInsert: { user_id: owner.userId } };
  try {
    await Searches.updateOne(filter, update, { upsert: true });
  } catch (error) {
    // Two adds of the same query raced on the unique index: the loser updates the winner's entry.
    if (!isDuplicateKey(error)) throw error;
    await Searches.updateOne(filter, update);
  }
  const beyond = await Searches.find({ viewer_profile_id: owner.profileId }, { _id: 1 })
    .sort({ searched_at: -1, _id: -1 })
    .skip(RECENT_SEARCHES_MAX)
    .lean();
  if (beyond.length > 0) await Searches.deleteMany({ _id: { $in: beyond.map((doc) => doc._id) } });
}

export async function clearRecentSearches(owner: RecentOwner): Promise<void> {
  await recentSearchModel(owner.db).deleteMany({ viewer_profile_id: owner.profileId });
}
