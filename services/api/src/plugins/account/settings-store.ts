import {
  ACCOUNT_SETTINGS_DEFAULTS,
  type AccountSettings,
  type AccountSettingsPatch,
} from '@premieres/contracts';
import { type Connection, Types } from 'mongoose';
import type { Clock } from '../../core/clock';
import { type AccountSettingsDoc, accountSettingsModel } from '../../models/account-settings';

/** The stored row read over the defaults: an account that never saved gets the spec's defaults. */
export function toSettings(doc: Partial<AccountSettingsDoc> | null): AccountSettings {
  const d = ACCOUNT_SETTINGS_DEFAULTS;
  return {
    emailNotifications: doc?.email_notifications ?? d.emailNotifications,
    autoplay: doc?.autoplay ?? d.autoplay,
    language: doc?.language ?? d.language,
    cookies: {
      analytics: doc?.cookies_analytics ?? d.cookies.analytics,
      marketing: doc?.cookies_marketing ?? d.cookies.marketing,
    },
  };
}

/** Only the fields sent change, in one upsert: two devices saving different switches both keep theirs. */
function toSet(patch: AccountSettingsPatch): Partial<AccountSettingsDoc> {
  const set: Partial<AccountSettingsDoc> = {};
  if (patch.emailNotifications !== undefined) set.email_notifications = patch.emailNotifications;
  if (patch.autoplay !== undefined) set.autoplay = patch.autoplay;
  if (patch.language !== undefined) set.language = patch.language;
  if (patch.cookies?.analytics !== undefined) set.cookies_analytics = patch.cookies.analytics;
  if (patch.cookies?.marketing !== undefined) set.cookies_marketing = patch.cookies.marketing;
  return set;
}

export async function readSettings(db: Connection, userId: string): Promise<AccountSettings> {
  return toSettings(await accountSettingsModel(db).findOne({ user_id: userId }).lean());
}

export async function saveSettings(
  db: Connection,
  clock: Clock,
  userId: string,
  patch: AccountSettingsPatch,
): Promise<AccountSettings> {
  const id = new Types.ObjectId(userId);
  const update = { $set: { ...toSet(patch), updated_at: clock.now() }, $setOnInsert: { user_id: id } };
  const run = () =>
    accountSettingsModel(db)
      .findOneAndUpdate({ user_id: id }, update, { upsert: true, returnDocument: 'after' })
      .lean();
  // Two first saves at once: one upsert loses on the unique key; the row exists now, so retry.
  const doc = await run().catch((error: { code?: unknown }) => {
    if (error.code === 11000) return run();
    throw error;
  });
  return toSettings(doc);
}
