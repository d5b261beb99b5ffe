import { createHmac, timingSafeEqual } from 'node:crypto';
import { BILLING_ERROR_CODES } from '@premieres/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isValidObjectId } from 'mongoose';
import { activeEntitlement, type Entitlement } from './entitlement';
import { AppError } from './errors';
import { subscriptionRequired } from './subscription-required';

/** Who a signed media URL was issued to; set by the access gate on 'signedMedia' routes. */
export interface MediaGrant {
  userId: string;
  /** The viewer profile the grant was issued for ('-' when none was chosen). */
  profileId: string;
  /** The account's plan now (HLS playback caps renditions by it). */
  entitlement: Entitlement;
}

declare module 'fastify' {
  interface FastifyRequest {
    mediaGrant: MediaGrant | null;
  }
}

const NO_PROFILE = '-';

function signature(secret: string, path: string, userId: string, profileId: string, expires: number) {
  return createHmac('sha256', secret)
    .update(`${path}\n${userId}\n${profileId}\n${expires}`)
    .digest('base64url');
}

/**
 * A URL of `path` that works until `expiresAt` for this account (and profile) only: the HMAC covers
 * the path (which names the file), the account, the profile and the expiry.
 */
export function signMediaUrl(
  app: FastifyInstance,
  path: string,
  grant: { userId: string; profileId: string | null },
  expiresAt: Date,
): string {
  const profileId = grant.profileId ?? NO_PROFILE;
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const sig = signature(app.apiConfig.mediaUrlSecret, path, grant.userId, profileId, expires);
  const query = new URLSearchParams({ u: grant.userId, p: profileId, e: String(expires), s: sig });
  return `${path}?${query}`;
}

const invalidLink = () => AppError.message(403, BILLING_ERROR_CODES.mediaLinkInvalid, 'api.mediaLinkInvalid');

function single(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The check of every request to a signed media URL (GET, HEAD, any Range): the signature must
 * match the path, unexpired at the server clock, and the account must still be subscribed now.
 */
export async function verifySignedMedia(request: FastifyRequest): Promise<MediaGrant> {
  const app = request.server;
  const query = request.query as Record<string, unknown>;
  const userId = single(query.u);
  const profileId = single(query.p);
  const sig = single(query.s);
  const expiresText = single(query.e);
  const expires = Number(expiresText);
  if (!isValidObjectId(userId) || !profileId || !Number.isInteger(expires) || !sig) throw invalidLink();
  const path = request.url.split('?')[0] ?? '';
  const expected = Buffer.from(signature(app.apiConfig.mediaUrlSecret, path, userId, profileId, expires));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidLink();
  const now = app.clock.now();
  if (expires * 1000 <= now.getTime()) throw invalidLink();
  const entitlement = await activeEntitlement(app.db, userId, now);
  if (!entitlement) throw subscriptionRequired();
  return { userId, profileId, entitlement };
}

export function grantProfile(grant: MediaGrant): string | null {
  return grant.profileId === NO_PROFILE ? null : grant.profileId;
}
