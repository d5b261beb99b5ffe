import type { Connection, Types } from 'mongoose';
import { type OneTimeTokenPurpose, oneTimeTokenModel } from '../../models/one-time-token';
import { randomToken, sha256 } from './secrets';

export async function issueOneTimeToken(
  db: Connection,
  userId: Types.ObjectId | string,
  purpose: OneTimeTokenPurpose,
  ttlSeconds: number,
): Promise<string> {
  const token = randomToken();
  const now = new Date();
  await oneTimeTokenModel(db).create({
    token_hash: sha256(token),
    purpose,
    user_id: userId,
    created_at: now,
    expires_at: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

/**
 * Uses a token once: an atomic claim of an unused, unexpired token. Other outstanding tokens of
 * the same purpose for that user die with it, so an older e-mailed link cannot be used afterwards.
 * Returns the user id, or null for an unknown, used or expired token.
 */
export async function consumeOneTimeToken(
  db: Connection,
  token: string,
  purpose: OneTimeTokenPurpose,
): Promise<Types.ObjectId | null> {
  const Tokens = oneTimeTokenModel(db);
  const now = new Date();
  const claimed = await Tokens.findOneAndUpdate(
    { token_hash: sha256(token), purpose, used_at: null, expires_at: { $gt: now } },
    { $set: { used_at: now } },
  ).lean();
  if (!claimed) return null;
  await Tokens.updateMany({ user_id: claimed.user_id, purpose, used_at: null }, { $set: { used_at: now } });
  return claimed.user_id;
}
