import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AUTH_ERROR_CODES,
  authRoutes,
  hasErrors,
  normalizeEmail,
  validatePassword,
  validatePasswordReset,
} from '@premieres/contracts';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { userModel } from '../../models/user';
import { sendPasswordResetEmail } from './emails';
import { consumeOneTimeToken } from './one-time-tokens';
import { hashPassword } from './passwords';
import { endAllRefreshSessions } from './refresh-sessions';
import { clearAccountSignInFailures } from './sign-in-limit';

export const RESET_REQUESTED = 'Check your email for password reset instructions';

/** Password reset (request + complete) and e-mail confirmation. */
export const recoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = app.apiConfig;
  const generalLimit = { max: config.authRouteRateLimitPerMinute, timeWindow: '1 minute' };
  // Paths, bodies and answers are the contracts' (authRoutes, auth/auth-routes.ts).
  const { passwordReset, passwordResetComplete, confirm } = authRoutes;

  app.post(
    passwordReset.path,
    {
      config: { access: 'anon', rateLimit: generalLimit },
      schema: {
        tags: ['auth'],
        summary: 'Send a reset link; the same answer whether or not the address has an account',
        body: passwordReset.body,
        response: { [passwordReset.status]: passwordReset.response, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const errors = validatePasswordReset({ email });
      if (hasErrors(errors)) throw AppError.rules(errors);
      const user = await userModel(app.db).findOne({ email }, { email: 1, confirmed: 1 }).lean();
      if (user) await sendPasswordResetEmail(app, request.log, user);
      return reply.code(202).send({ message: RESET_REQUESTED });
    },
  );

  app.post(
    passwordResetComplete.path,
    {
      config: { access: 'anon', rateLimit: generalLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed token (single use, 1 hour); ends every session',
        body: passwordResetComplete.body,
        response: {
          [passwordResetComplete.status]: passwordResetComplete.response,
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      // Check the password first so a rejected one does not use up the link.
      const passwordError = validatePassword(password, 'basic');
      if (passwordError) throw AppError.rules({ password: passwordError });
      const userId = await consumeOneTimeToken(app.db, token, 'password_reset');
      if (!userId)
        throw AppError.message(400, AUTH_ERROR_CODES.invalidToken, 'auth.invalidToken', { field: 'token' });
      const passwordHash = await hashPassword(password, config.argon2);
      // The link proved control of the address, so it also counts as confirmation.
      await userModel(app.db).updateOne(
        { _id: userId },
        { $set: { password_hash: passwordHash, confirmed: true }, $inc: { session_version: 1 } },
      );
      await endAllRefreshSessions(app.db, userId);
      const user = await userModel(app.db).findById(userId, { email: 1 }).lean();
      if (user) await clearAccountSignInFailures(app.db, user.email);
      return reply.code(204).send(null);
    },
  );

  app.post(
    confirm.path,
    {
      config: { access: 'anon', rateLimit: generalLimit },
      schema: {
        tags: ['auth'],
        summary: 'Confirm the e-mail address with the token of the welcome e-mail',
        body: confirm.body,
        response: { 200: confirm.response, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const userId = await consumeOneTimeToken(app.db, request.body.token, 'email_confirm');
      if (!userId)
        throw AppError.message(400, AUTH_ERROR_CODES.invalidToken, 'auth.invalidToken', { field: 'token' });
      await userModel(app.db).updateOne(
        { _id: userId, confirmed: false },
        { $set: { confirmed: true, confirmed_at: new Date() } },
      );
      return { confirmed: true };
    },
  );
};
