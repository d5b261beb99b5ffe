import type { Connection } from 'mongoose';
import { ensureMainProfile } from '../../models/viewer-profile';
import { LEGACY_USER_LIST_INDEX, watchListItemModel } from '../../models/watch-list';

/**
 * My List and likes moved from accounts to viewer profiles: entries stored before that go to
 * their account's main profile, and the old one-entry-per-account index goes (it would stop two
 * profiles of one account listing the same title). Idempotent: only entries without a profile
 * are touched, so a second run, or a replica running it at the same time, changes nothing.
 */
export async function migrateListsToProfiles(db: Connection): Promise<{ moved: number }> {
  const Items = watchListItemModel(db);
  const indexes = await Items.collection.indexes().catch(() => []);
  if (indexes.some((index) => index.name === LEGACY_USER_LIST_INDEX)) {
    await Items.collection.dropIndex(LEGACY_USER_LIST_INDEX).catch(() => undefined);
  }
  const unowned = { viewer_profile_id: { $exists: false } };
  const userIds = await Items.distinct('user_id', unowned);
  let moved = 0;
  for (const userId of userIds) {
    const main = await ensureMainProfile(db, String(userId));
    const result = await Items.updateMany(
      { user_id: userId, ...unowned },
      { $set: { viewer_profile_id: main._id } },
    );
    moved += result.modifiedCount;
  }
  return { moved };
}
