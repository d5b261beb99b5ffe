import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Types } from 'mongoose';
import { passwordResetEmail, welcomeEmail } from '../../mail/templates';
import { issueOneTimeToken } from './one-time-tokens';

/**
 * Runs a send. With real SMTP it is not awaited: a slow mail server must not slow the request, and
 * a reset request must take as long for an unknown address as for a known one. The outbox
 * (development, tests, e2e) is awaited so the mail is readable as soon as the request returns.
 */
async function deliver(app: FastifyInstance, send: () => Promise<void>): Promise<void> {
  if (app.mailer.kind === 'smtp') void send();
  else await send();
}

interface Recipient {
  _id: Types.ObjectId;
  email: string;
  confirmed: boolean;
}

/**
 * Spec §7 send-welcome-email with the /auth/confirm link, only while the address is unconfirmed.
 * A failure is logged and never fails the caller (sign-up succeeds without the e-mail).
 */
export async function sendWelcomeEmail(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  user: Recipient,
  fullName: string,
): Promise<void> {
  if (user.confirmed) return;
  const { apiConfig: config } = app;
  await deliver(app, async () => {
    try {
      const token = await issueOneTimeToken(app.db, user._id, 'email_confirm', config.emailConfirmTtlSeconds);
      const url = `${config.publicUrl}/auth/confirm?token=${encodeURIComponent(token)}`;
      await app.mailer.send(welcomeEmail(user.email, fullName, url));
    } catch (err) {
      log.error({ err }, 'welcome e-mail failed');
    }
  });
}

/** Spec §7 send-password-reset with the /reset-password link; failures only logged (202 regardless). */
export async function sendPasswordResetEmail(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  user: Recipient,
): Promise<void> {
  const { apiConfig: config } = app;
  await deliver(app, async () => {
    try {
      const token = await issueOneTimeToken(
        app.db,
        user._id,
        'password_reset',
        config.passwordResetTtlSeconds,
      );
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await app.mailer.send(passwordResetEmail(user.email, link));
    } catch (err) {
      log.error({ err }, 'password reset e-mail failed');
    }
  });
}
