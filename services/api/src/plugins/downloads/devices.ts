import { DOWNLOAD_ERROR_CODES, downloadDeviceLimit } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { AppError } from '../../core/errors';
import { type DownloadDeviceDoc, downloadDeviceModel } from '../../models/download-device';
import { downloadLicenceModel } from '../../models/download-licence';

const isDuplicateKey = (error: unknown) => (error as { code?: number } | null)?.code === 11000;

export function deviceLimitError(limit: number, names: string[]): AppError {
  const refusal = downloadDeviceLimit(limit, names);
  return AppError.message(409, DOWNLOAD_ERROR_CODES.deviceLimit, refusal.id, { values: refusal.values });
}

/**
 * The account's device holding downloads: a known device is seen again (its name refreshed); a new
 * one takes the first free slot below the plan's limit, or is refused naming the devices that
 * hold them. Two new devices at once cannot both take the last slot (unique user + slot).
 */
export async function registerDevice(
  db: Connection,
  input: { userId: string; deviceId: string; name: string; limit: number; now: Date },
): Promise<DownloadDeviceDoc> {
  const Devices = downloadDeviceModel(db);
  await Devices.init();
  for (let attempt = 0; attempt < 3; attempt++) {
    const known = await Devices.findOneAndUpdate(
      { user_id: input.userId, device_id: input.deviceId },
      { $set: { name: input.name, last_seen_at: input.now } },
      { returnDocument: 'after' },
    ).lean();
    if (known) return known;
    const all = await Devices.find({ user_id: input.userId }, { slot: 1, name: 1 })
      .sort({ created_at: 1 })
      .lean();
    if (all.length >= input.limit)
      throw deviceLimitError(
        input.limit,
        all.map((d) => d.name),
      );
    const taken = new Set(all.map((d) => d.slot));
    let slot = 0;
    while (taken.has(slot)) slot++;
    try {
      const created = await Devices.create({
        user_id: input.userId,
        device_id: input.deviceId,
        name: input.name,
        slot,
        created_at: input.now,
        last_seen_at: input.now,
      });
      return created.toObject();
    } catch (error) {
      // Another request took this slot (or registered this device) first: read again.
      if (!isDuplicateKey(error)) throw error;
    }
  }
  const names = await Devices.find({ user_id: input.userId }, { name: 1 }).lean();
  throw deviceLimitError(
    input.limit,
    names.map((d) => d.name),
  );
}

/** Removes a device: its licences are revoked and its slot is free. False when there was none. */
export async function removeDevice(
  db: Connection,
  userId: string,
  deviceId: string,
  now: Date,
): Promise<boolean> {
  const removed = await downloadDeviceModel(db)
    .findOneAndDelete({ user_id: userId, device_id: deviceId })
    .lean();
  if (!removed) return false;
  await downloadLicenceModel(db).updateMany(
    { user_id: userId, device_id: deviceId, revoked_at: null },
    { $set: { revoked_at: now } },
  );
  return true;
}

/** A device whose last licence was deleted holds no downloads any more: it frees its slot. */
export async function releaseIdleDevice(db: Connection, userId: string, deviceId: string): Promise<void> {
  const held = await downloadLicenceModel(db).countDocuments({
    user_id: userId,
    device_id: deviceId,
    revoked_at: null,
  });
  if (held === 0) await downloadDeviceModel(db).deleteOne({ user_id: userId, device_id: deviceId });
}
