import type { Connection, Types } from 'mongoose';
import {
  type RefreshFamilyDoc,
  type RefreshTokenDoc,
  refreshFamilyModel,
  refreshTokenModel,
} from '../../models/refresh-token';
import { randomToken, sha256 } from './secrets';

export interface IssuedRefresh {
  token: string;
  expiresAt: Date;
}

export type RotateResult =
  | { ok: true; userId: string; refresh: IssuedRefresh }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reuse' };

async function issueToken(db: Connection, family: Pick<RefreshFamilyDoc, '_id' | 'user_id' | 'expires_at'>) {
  const token = randomToken();
  await refreshTokenModel(db).create({
    token_hash: sha256(token),
    family_id: family._id,
    user_id: family.user_id,
    created_at: new Date(),
    expires_at: family.expires_at,
  });
  return { token, expiresAt: family.expires_at };
}

/** A new family per sign-in; its absolute lifetime starts now. */
export async function startRefreshSession(
  db: Connection,
  userId: Types.ObjectId | string,
  ttlSeconds: number,
): Promise<IssuedRefresh> {
  const now = new Date();
  const family = await refreshFamilyModel(db).create({
    user_id: userId,
    created_at: now,
    expires_at: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return issueToken(db, family);
}

async function revokeFamily(
  db: Connection,
  familyId: Types.ObjectId,
  reason: RefreshFamilyDoc['revoked_reason'],
) {
  await refreshFamilyModel(db).updateOne(
    { _id: familyId, revoked_at: null },
    { $set: { revoked_at: new Date(), revoked_reason: reason } },
  );
}

/**
 * How long a rotated token may be presented again while its successor was never used: the answer
 * to the first use was lost (the page navigated or reloaded mid-request, so the browser never
 * stored the new cookie), or two tabs sent it together. Auth0's "reuse interval" and Okta's grace
 * period do the same; without it a quick reload after sign-in ended the member's session.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** A second use of a rotated token that is a lost answer's retry, not a copy. */
async function isRetryOfLostAnswer(
  db: Connection,
  presented: Pick<RefreshTokenDoc, 'family_id' | 'used_at'>,
) {
  const usedAt = presented.used_at;
  if (!usedAt || Date.now() - usedAt.getTime() > REFRESH_REUSE_GRACE_MS) return false;
  // Once a later token of the family was used, the holder has moved on: this one is a copy.
  const movedOn = await refreshTokenModel(db).exists({
    family_id: presented.family_id,
    used_at: { $gt: usedAt },
  });
  return !movedOn;
}

/**
 * Trades a refresh token for a new one of the same family. A token presented twice means it was
 * copied: the whole family is revoked (OWASP ASVS 10.4.5), ending both the thief's and the owner's
 * session, unless it is the retry of a lost answer (REFRESH_REUSE_GRACE_MS).
 */
export async function rotateRefreshSession(db: Connection, token: string): Promise<RotateResult> {
  const Tokens = refreshTokenModel(db);
  const presented = await Tokens.findOne({ token_hash: sha256(token) }).lean();
  if (!presented) return { ok: false, reason: 'unknown' };
  const family = await refreshFamilyModel(db).findById(presented.family_id).lean();
  if (!family || family.revoked_at) return { ok: false, reason: 'revoked' };
  if (family.expires_at.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  // Atomic claim: of two concurrent uses of one token only one can win; the other is a second use.
  const claimed = presented.used_at
    ? null
    : await Tokens.findOneAndUpdate(
        { _id: presented._id, used_at: null },
        { $set: { used_at: new Date() } },
      ).lean();
  if (!claimed) {
    const again = await Tokens.findById(presented._id, { family_id: 1, used_at: 1 }).lean();
    if (!again || !(await isRetryOfLostAnswer(db, again))) {
      await revokeFamily(db, family._id, 'reuse');
      return { ok: false, reason: 'reuse' };
    }
  }
  return { ok: true, userId: family.user_id.toString(), refresh: await issueToken(db, family) };
}

/** Sign-out: the family of the presented token ends server-side. */
export async function endRefreshSession(db: Connection, token: string): Promise<void> {
  const presented = await refreshTokenModel(db)
    .findOne({ token_hash: sha256(token) }, { family_id: 1 })
    .lean();
  if (presented) await revokeFamily(db, presented.family_id, 'signout');
}

/** Every session of a user ends (password reset). */
export async function endAllRefreshSessions(db: Connection, userId: Types.ObjectId | string): Promise<void> {
  await refreshFamilyModel(db).updateMany(
    { user_id: userId, revoked_at: null },
    { $set: { revoked_at: new Date(), revoked_reason: 'password_reset' } },
  );
}
