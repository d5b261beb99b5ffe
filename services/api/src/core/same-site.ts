// Login CSRF defence beside the double-submit token: a browser names where a request comes from
// (Origin, Sec-Fetch-Site); a cookie-setting or cookie-reading call from another site is refused.
// Callers that send neither header (server-side clients, tools) are left to the token check.
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export const CROSS_SITE_REQUEST = 'CROSS_SITE_REQUEST';

/** Origin and the request's Host name the same host and port (the default port written or not). */
function sameHost(origin: string, requestHost: string): boolean {
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${requestHost}`).host;
  } catch {
    return false;
  }
}

/** The Origin is this site (the request's own host), the public URL, or a configured CORS origin. */
function trustedOrigin(origin: string, request: FastifyRequest): boolean {
  const config = request.server.apiConfig;
  if (config.corsOrigins.includes(origin) || origin === config.publicUrl) return true;
  return sameHost(origin, request.host);
}

export function assertSameSite(request: FastifyRequest): void {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  // Origin "null" (sandboxed frames, some redirects) is treated as foreign.
  if (typeof origin === 'string' && !trustedOrigin(origin, request)) {
    throw AppError.message(403, CROSS_SITE_REQUEST, 'auth.crossSiteRefused');
  }
  if (site === 'cross-site' && !(typeof origin === 'string' && trustedOrigin(origin, request))) {
    throw AppError.message(403, CROSS_SITE_REQUEST, 'auth.crossSiteRefused');
  }
}
