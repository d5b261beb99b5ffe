import type { OutgoingMail } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(body: string): string {
  return `<!doctype html><html><body style="font-family:sans-serif;background:#141414;color:#fff;padding:24px">${body}<p style="color:#999">premieres</p></body></html>`;
}

/** Spec §7 send-welcome-email: sent only while the address is unconfirmed. */
export function welcomeEmail(to: string, fullName: string, confirmationUrl: string): OutgoingMail {
  const name = fullName || 'there';
  return {
    to,
    subject: 'Welcome to premieres: please confirm your email',
    text: `Hi ${name},\n\nWelcome to premieres! Confirm your email address by opening this link:\n${confirmationUrl}\n\nIf you did not sign up, ignore this message.`,
    html: layout(
      `<h1>Welcome to premieres, ${escapeHtml(name)}!</h1><p>Confirm your email address to finish setting up your account.</p><p><a href="${escapeHtml(confirmationUrl)}">Confirm my email</a></p><p>If you did not sign up, ignore this message.</p>`,
    ),
    links: [confirmationUrl],
  };
}

/** Spec §7 send-password-reset: the link expires in an hour and works once. */
export function passwordResetEmail(to: string, resetLink: string): OutgoingMail {
  return {
    to,
    subject: 'Reset your premieres password',
    text: `Someone asked to reset the password of your premieres account.\nOpen this link within an hour to choose a new password:\n${resetLink}\n\nIf it was not you, ignore this message: your password stays the same.`,
    html: layout(
      `<h1>Reset your password</h1><p>Open this link within an hour to choose a new password.</p><p><a href="${escapeHtml(resetLink)}">Choose a new password</a></p><p>If it was not you, ignore this message: your password stays the same.</p>`,
    ),
    links: [resetLink],
  };
}
