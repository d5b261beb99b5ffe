import { CONTACT_WINDOW, type LimitState, windowLimitState } from '@premieres/contracts';
import { type Connection, Types } from 'mongoose';
import { contactAttemptModel } from '../../models/contact-attempt';
import { sha256 } from '../auth/secrets';

/** One counter per client address, hashed so no address is stored in clear. */
export function contactKey(clientIp: string): string {
  return sha256(`contact|${clientIp}`);
}

type Slot = { id: Types.ObjectId; at: Date };

const recent = (slots: readonly Slot[], now: number) =>
  slots.filter((s) => new Date(s.at).getTime() > now - CONTACT_WINDOW.windowMs);

/** The sliding window (3 per hour) over the client's accepted messages. */
export async function contactLimitState(db: Connection, key: string, now: number): Promise<LimitState> {
  const row = await contactAttemptModel(db).findOne({ key }, { slots: 1 }).lean();
  const times = recent(row?.slots ?? [], now).map((s) => new Date(s.at).getTime());
  return windowLimitState(times, now, CONTACT_WINDOW);
}

export type Reservation = { ok: true; release: () => Promise<void> } | { ok: false; state: LimitState };

/**
 * Takes one of the window's slots, or says how long to wait. The slot is written first and then
 * checked against the others in (time, id) order, so two requests at the same moment from two
 * API processes cannot both take the last slot: the later one gives its slot back.
 */
export async function reserveContactSlot(db: Connection, key: string, now: number): Promise<Reservation> {
  const Attempts = contactAttemptModel(db);
  const before = await contactLimitState(db, key, now);
  if (before.locked) return { ok: false, state: before };

  const slot: Slot = { id: new Types.ObjectId(), at: new Date(now) };
  const update = {
    $push: { slots: slot },
    $set: { expires_at: new Date(now + CONTACT_WINDOW.windowMs) },
  };
  await Attempts.updateOne({ key }, update, { upsert: true }).catch(async (error: { code?: unknown }) => {
    if (error.code !== 11000) throw error;
    await Attempts.updateOne({ key }, update);
  });
  const release = async () => {
    await Attempts.updateOne({ key }, { $pull: { slots: { id: slot.id } } });
  };

  const row = await Attempts.findOne({ key }, { slots: 1 }).lean();
  const ordered = recent(row?.slots ?? [], now).sort(
    (a, b) =>
      new Date(a.at).getTime() - new Date(b.at).getTime() ||
      a.id.toHexString().localeCompare(b.id.toHexString()),
  );
  const position = ordered.findIndex((s) => s.id.equals(slot.id));
  if (position >= CONTACT_WINDOW.max) {
    await release();
    return { ok: false, state: await contactLimitState(db, key, now) };
  }
  // Old slots that left the window are dropped, so the row stays small.
  await Attempts.updateOne(
    { key },
    { $pull: { slots: { at: { $lte: new Date(now - CONTACT_WINDOW.windowMs) } } } },
  );
  return { ok: true, release };
}

export function publicLimit(state: LimitState) {
  return { locked: state.locked, remainingMinutes: state.locked ? state.remainingMinutes : 0 };
}
