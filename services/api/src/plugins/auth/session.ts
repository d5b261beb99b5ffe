import type { AuthSession } from '@premieres/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Types } from 'mongoose';
import { signAccessToken } from '../../core/access-token';
import { AppError } from '../../core/errors';
import { loadAccount } from './accounts';
import { setRefreshCookie } from './refresh-cookie';
import { type IssuedRefresh, startRefreshSession } from './refresh-sessions';

/**
 * Answers sign-up, sign-in and refresh the same way: the user, a fresh access token in the body,
 * and the (new or rotated) refresh token in its cookie.
 */
export async function respondWithSession(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: Types.ObjectId | string,
  rotated?: IssuedRefresh,
): Promise<AuthSession> {
  const account = await loadAccount(app.db, userId, app.clock.now());
  if (!account) throw AppError.message(401, undefined, 'auth.sessionExpired');
  const refresh =
    rotated ?? (await startRefreshSession(app.db, userId, app.apiConfig.refreshTokenTtlSeconds));
  setRefreshCookie(reply, refresh, app.apiConfig.isProduction);
  return { user: account.user, accessToken: signAccessToken(app, account.user.id, account.sessionVersion) };
}
