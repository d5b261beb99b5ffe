import type { Connection } from 'mongoose';
import { userModel } from '../../models/user';
import { ensureMainProfile, viewerProfileModel } from '../../models/viewer-profile';

/**
 * Start-up migration: every account has a main viewer profile (accounts created later get theirs
 * on first use, see ensureMainProfile). Idempotent: the main profile's id is the user's id.
 */
export async function ensureEveryMainProfile(db: Connection): Promise<number> {
  const [users, mains] = await Promise.all([
    userModel(db).find({}, { _id: 1 }).lean(),
    viewerProfileModel(db).find({ is_main: true }, { _id: 1 }).lean(),
  ]);
  const have = new Set(mains.map((m) => m._id.toHexString()));
  const missing = users.map((u) => String(u._id)).filter((id) => !have.has(id));
  for (const id of missing) await ensureMainProfile(db, id);
  return missing.length;
}
