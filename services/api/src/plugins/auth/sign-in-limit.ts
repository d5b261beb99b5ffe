import { type LimitState, SIGN_IN_WINDOW, windowLimitState } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { signInAttemptModel } from '../../models/sign-in-attempt';
import { sha256 } from './secrets';

/** One counter per client and address; hashed so the collection holds no address in clear. */
export function signInKey(clientIp: string, email: string): string {
  return sha256(`${clientIp}|${email}`);
}

/** The address alone (already normalised), to find every client's counter of one account. */
export function signInAccountKey(email: string): string {
  return sha256(`account|${email}`);
}

/** The sliding window of contracts' SIGN_IN_WINDOW over the stored failure times. */
export async function signInLimitState(db: Connection, key: string, now = Date.now()): Promise<LimitState> {
  const row = await signInAttemptModel(db).findOne({ key }, { failures: 1 }).lean();
  const times = (row?.failures ?? []).map((d) => new Date(d).getTime());
  return windowLimitState(times, now, SIGN_IN_WINDOW);
}

export async function recordSignInFailure(
  db: Connection,
  key: string,
  accountKey: string,
  now = Date.now(),
): Promise<void> {
  const update = {
    // Only the last `max` failures can decide the sliding window.
    $push: { failures: { $each: [new Date(now)], $slice: -SIGN_IN_WINDOW.max } },
    $set: { expires_at: new Date(now + SIGN_IN_WINDOW.windowMs), account_key: accountKey },
  };
  try {
    await signInAttemptModel(db).updateOne({ key }, update, { upsert: true });
  } catch (error) {
    // Two first failures at once: both upsert, one loses on the unique key; the row exists now.
    if ((error as { code?: unknown }).code !== 11000) throw error;
    await signInAttemptModel(db).updateOne({ key }, update);
  }
}

/** A successful sign-in resets the count. */
export async function clearSignInFailures(db: Connection, key: string): Promise<void> {
  await signInAttemptModel(db).deleteOne({ key });
}

/**
 * A completed password reset proves control of the address: every client's lock-out of that
 * account ends, so the member can sign in with the new password at once.
 */
export async function clearAccountSignInFailures(db: Connection, email: string): Promise<void> {
  await signInAttemptModel(db).deleteMany({ account_key: signInAccountKey(email) });
}
