import { type LimitState, VIEWER_PIN_WINDOW, windowLimitState } from '@premieres/contracts';
import type { Connection, Types } from 'mongoose';
import { viewerProfileModel } from '../../models/viewer-profile';

/** The sliding window of contracts' VIEWER_PIN_WINDOW over a profile's wrong-PIN times. */
export function pinLockState(failures: readonly Date[], now: number): LimitState {
  return windowLimitState(
    failures.map((d) => new Date(d).getTime()),
    now,
    VIEWER_PIN_WINDOW,
  );
}

/** Records a wrong PIN (only the last `max` can decide the window) and answers the new state. */
export async function recordWrongPin(
  db: Connection,
  profileId: Types.ObjectId,
  now: number,
): Promise<LimitState> {
  const doc = await viewerProfileModel(db)
    .findOneAndUpdate(
      { _id: profileId },
      { $push: { pin_failures: { $each: [new Date(now)], $slice: -VIEWER_PIN_WINDOW.max } } },
      { returnDocument: 'after', projection: { pin_failures: 1 } },
    )
    .lean();
  return pinLockState(doc?.pin_failures ?? [], now);
}

export async function clearWrongPins(db: Connection, profileId: Types.ObjectId): Promise<void> {
  await viewerProfileModel(db).updateOne({ _id: profileId }, { $set: { pin_failures: [] } });
}
