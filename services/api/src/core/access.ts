import { DEFAULT_ROLE, isAdminRole, isModeratorRole, type Role } from '@premieres/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { isValidObjectId } from 'mongoose';
import { userModel } from '../models/user';
import { userRoleModel } from '../models/user-role';
import { bearerToken, verifyAccessToken } from './access-token';
import { assertCsrf } from './csrf';
import { activeEntitlement } from './entitlement';
import { AppError } from './errors';
import { verifySignedMedia } from './media-signature';
import { assertSameSite } from './same-site';
import { subscriptionRequired } from './subscription-required';
import { resolveViewer } from './viewer';

/**
 * Who may call a route. Every route states one in `config.access`:
 * - 'subscriber': signed in AND an active subscription at the server clock (else 403
 *   SUBSCRIPTION_REQUIRED, which the browser turns into the plans upsell);
 * - 'signedMedia': no bearer token (a <video> cannot send one); the URL's own signature, its
 *   expiry and the issuing account's active subscription are checked on every request.
 */
export type AccessLevel = 'anon' | 'user' | 'subscriber' | 'moderator' | 'admin' | 'signedMedia';
export const ACCESS_LEVELS: readonly AccessLevel[] = [
  'anon',
  'user',
  'subscriber',
  'moderator',
  'admin',
  'signedMedia',
];

export interface AuthContext {
  userId: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every API route; the app refuses to start without it. */
    access?: AccessLevel;
    /** Cookie-setting or cookie-authenticated call: same-site only, with the double-submit anti-forgery token. */
    csrf?: boolean;
  }
  interface FastifyRequest {
    /** Set for user/subscriber/moderator/admin routes; null on anonymous routes (see optionalAuth). */
    auth: AuthContext | null;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessLevel | undefined;
}

/** Loads the user's current role and checks the token still belongs to a live session. */
async function authenticate(request: FastifyRequest): Promise<AuthContext | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const claims = verifyAccessToken(request.server, token);
  if (!claims || !isValidObjectId(claims.sub)) throw AppError.message(401, undefined, 'auth.sessionExpired');
  const db = request.server.db;
  const [user, roleRow] = await Promise.all([
    userModel(db).findById(claims.sub, { session_version: 1 }).lean(),
    userRoleModel(db).findOne({ user_id: claims.sub }, { role: 1 }).lean(),
  ]);
  // A password reset bumps session_version, ending access tokens issued before it.
  if (!user || user.session_version !== claims.sv)
    throw AppError.message(401, undefined, 'auth.sessionExpired');
  return { userId: claims.sub, role: roleRow?.role ?? DEFAULT_ROLE };
}

/** The caller of a user/moderator/admin route (the access gate has set it). */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error(`${request.routeOptions.url} has no authenticated caller`);
  return request.auth;
}

/** For anonymous routes that behave better with a known user: never throws. */
export async function optionalAuth(request: FastifyRequest): Promise<AuthContext | null> {
  try {
    return await authenticate(request);
  } catch {
    return null;
  }
}

function allows(access: AccessLevel, role: Role): boolean {
  if (access === 'admin') return isAdminRole(role);
  if (access === 'moderator') return isModeratorRole(role);
  return true;
}

/**
 * The one access gate: each prefix scope of the API installs this same onRequest hook (after
 * CORS, so even refusals carry CORS headers). A route without `config.access` is refused.
 */
export async function accessGate(request: FastifyRequest): Promise<void> {
  if (request.is404) return;
  const { access, csrf } = request.routeOptions.config;
  if (!access) throw AppError.message(403, undefined, 'api.accessDenied');
  if (csrf) {
    assertSameSite(request);
    assertCsrf(request);
  }
  if (access === 'signedMedia') {
    request.mediaGrant = await verifySignedMedia(request);
  } else if (access !== 'anon') {
    const auth = await authenticate(request);
    if (!auth) throw AppError.message(401, undefined, 'auth.required');
    if (!allows(access, auth.role)) {
      throw AppError.message(
        403,
        undefined,
        access === 'admin' ? 'api.adminAccessRequired' : 'api.accessDenied',
      );
    }
    request.auth = auth;
    if (access === 'subscriber') {
      request.entitlement = await activeEntitlement(
        request.server.db,
        auth.userId,
        request.server.clock.now(),
      );
      if (!request.entitlement) throw subscriptionRequired();
    }
  }
  // The second dimension: which viewer profile acts (its maturity ceiling, its lists).
  const { viewer } = request.routeOptions.config;
  if (viewer) request.viewer = await resolveViewer(request, viewer);
}

/**
 * Collects every route registered in the API scope (the authorization matrix enumerates them)
 * and checks, once all are registered, that each declares a valid access level.
 */
export function collectRoutes(api: FastifyInstance) {
  // url is copied now: Fastify reuses the options object for the trailing-slash twin of a prefixed '/'.
  // The options object is kept for config, which hooks running after this one may still set.
  const routes: { url: string; options: RouteOptions }[] = [];
  api.decorateRequest('auth', null);
  api.decorateRequest('viewer', null);
  api.decorateRequest('entitlement', null);
  api.decorateRequest('mediaGrant', null);
  api.addHook('onRoute', (options) => {
    routes.push({ url: options.url, options });
  });

  const list = (): RegisteredRoute[] =>
    routes.flatMap(({ url, options }) =>
      (Array.isArray(options.method) ? options.method : [options.method]).map((method) => ({
        method,
        url,
        access: options.config?.access,
      })),
    );

  const assertAllDeclared = () => {
    const missing = list().filter((r) => !r.access || !ACCESS_LEVELS.includes(r.access));
    if (missing.length > 0) {
      const names = missing.map((r) => `${r.method} ${r.url}`).join(', ');
      throw new Error(`Routes without a valid config.access: ${names}`);
    }
  };
  return { list, assertAllDeclared };
}

/**
 * Gives the routes a third-party plugin (docs UI, CORS preflight) registers during `register`
 * an access level, since those plugins cannot declare one. Routes added later are not touched.
 */
export async function declareAccessDuring(
  scope: FastifyInstance,
  access: AccessLevel,
  register: () => PromiseLike<unknown>,
): Promise<void> {
  let active = true;
  scope.addHook('onRoute', (route) => {
    if (active && !route.config?.access) route.config = { ...route.config, access };
  });
  try {
    await register();
  } finally {
    active = false;
  }
}
