import { timingSafeEqual } from 'node:crypto';
import { CSRF, isValidCsrfToken } from '@premieres/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Double-submit check for cookie-authenticated calls: the token the client keeps in session
 * storage must arrive both as the csrf-token cookie and the x-csrf-token header, well formed and equal.
 */
export function assertCsrf(request: FastifyRequest): void {
  const cookie = request.cookies?.[CSRF.cookieName];
  const header = request.headers[CSRF.headerName];
  if (!isValidCsrfToken(cookie) || !isValidCsrfToken(header))
    throw AppError.message(403, 'CSRF_INVALID', 'auth.csrfInvalid');
  if (!timingSafeEqual(Buffer.from(cookie), Buffer.from(header)))
    throw AppError.message(403, 'CSRF_INVALID', 'auth.csrfInvalid');
}
