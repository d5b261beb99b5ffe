import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AUTH_ERROR_CODES,
  authRoutes,
  hasErrors,
  normalizeEmail,
  sanitizeText,
  validateSignIn,
  validateSignUp,
} from '@premieres/contracts';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { userModel } from '../../models/user';
import { createAccount, loadAccount } from './accounts';
import { sendWelcomeEmail } from './emails';
import { burnVerifyTime, verifyPassword } from './passwords';
import { clearRefreshCookie, REFRESH_COOKIE } from './refresh-cookie';
import { endRefreshSession, rotateRefreshSession } from './refresh-sessions';
import { respondWithSession } from './session';
import {
  clearSignInFailures,
  recordSignInFailure,
  signInAccountKey,
  signInKey,
  signInLimitState,
} from './sign-in-limit';

/** Sign-up, sign-in, refresh, sign-out and the current user. */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = app.apiConfig;
  const generalLimit = { max: config.authRouteRateLimitPerMinute, timeWindow: '1 minute' };
  // Paths, bodies and answers are the contracts' (authRoutes, auth/auth-routes.ts).
  const { signUp, signIn, refresh, signOut, me } = authRoutes;

  app.post(
    signUp.path,
    {
      config: { access: 'anon', rateLimit: generalLimit },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (12-character policy, 5 of 6 checks); sets the refresh cookie',
        body: signUp.body,
        response: { [signUp.status]: signUp.response, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const { password, confirmPassword } = request.body;
      // Spec §5 sign-up policy: 12+ characters, valid when 5 of the 6 checks pass.
      const errors = validateSignUp(
        { fullName: request.body.fullName, email, password, confirmPassword },
        'strict',
      );
      if (hasErrors(errors)) throw AppError.rules(errors);
      const fullName = sanitizeText(request.body.fullName);
      const user = await createAccount(app.db, { fullName, email, password }, config.argon2);
      await sendWelcomeEmail(app, request.log, user, fullName);
      // Notifications listen: the new member finds a welcome notification at once.
      await app.accountEvents.emit('welcome', { userId: user._id.toHexString(), fullName });
      const session = await respondWithSession(app, reply, user._id);
      return reply.code(201).send(session);
    },
  );

  app.post(
    signIn.path,
    {
      // Login CSRF: a foreign site must not sign the browser in to an account of its choosing.
      config: { access: 'anon', csrf: true },
      schema: {
        tags: ['auth'],
        summary: `Sign in (same-site, double-submit CSRF token required); ${config.signInLimit.attempts} failed attempts per client and address lock it for a while`,
        body: signIn.body,
        response: { 200: signIn.response, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const { password } = request.body;
      const errors = validateSignIn({ email, password });
      if (hasErrors(errors)) throw AppError.rules(errors);

      const key = signInKey(request.ip, email);
      const limit = await signInLimitState(app.db, key);
      // The spec's words, plus the wait in minutes (retryAfterMinutes) for the page to show.
      if (limit.locked) {
        throw AppError.limited(AUTH_ERROR_CODES.signInLocked, 'auth.signInLocked', limit.remainingMs);
      }
      const user = await userModel(app.db).findOne({ email }, { password_hash: 1 }).lean();
      const ok = user
        ? await verifyPassword(user.password_hash, password)
        : await burnVerifyTime(password, config.argon2).then(() => false);
      if (!user || !ok) {
        await recordSignInFailure(app.db, key, signInAccountKey(email));
        throw AppError.message(401, AUTH_ERROR_CODES.invalidCredentials, 'auth.invalidCredentials');
      }
      await clearSignInFailures(app.db, key);
      return respondWithSession(app, reply, user._id);
    },
  );

  app.post(
    refresh.path,
    {
      config: { access: 'anon', csrf: true },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh cookie and get a new access token (double-submit CSRF token required)',
        response: { 200: refresh.response, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw AppError.message(401, undefined, 'auth.sessionExpired');
      const result = await rotateRefreshSession(app.db, token);
      if (!result.ok) {
        if (result.reason === 'reuse') request.log.warn('refresh token reuse: family revoked');
        clearRefreshCookie(reply, config.isProduction);
        throw AppError.message(401, undefined, 'auth.sessionExpired');
      }
      return respondWithSession(app, reply, result.userId, result.refresh);
    },
  );

  app.post(
    signOut.path,
    {
      config: { access: 'anon', csrf: true },
      schema: {
        tags: ['auth'],
        summary: 'End the session of the refresh cookie server-side (double-submit CSRF token required)',
        response: { [signOut.status]: signOut.response, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (token) await endRefreshSession(app.db, token);
      clearRefreshCookie(reply, config.isProduction);
      return reply.code(204).send(null);
    },
  );

  app.get(
    me.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user with role and subscription state',
        security: [{ bearerAuth: [] }],
        response: { 200: me.response, ...errorResponses(401) },
      },
    },
    async (request) => {
      const account = request.auth && (await loadAccount(app.db, request.auth.userId, app.clock.now()));
      if (!account) throw AppError.message(401, undefined, 'auth.required');
      return account.user;
    },
  );
};
