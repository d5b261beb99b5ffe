import type { FastifyReply } from 'fastify';
import type { IssuedRefresh } from './refresh-sessions';

export const REFRESH_COOKIE = 'refresh_token';
/** Sent only to the auth routes that need it (refresh, sign-out). */
export const REFRESH_COOKIE_PATH = '/api/auth';

export function setRefreshCookie(reply: FastifyReply, refresh: IssuedRefresh, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, refresh.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: REFRESH_COOKIE_PATH,
    expires: refresh.expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: REFRESH_COOKIE_PATH,
  });
}
