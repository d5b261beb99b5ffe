import { TEXT_LIMITS } from '../constants';
import type { MessageId } from '../messages';

/** The e-mail rule's messages. */
export type EmailRuleId = Extract<MessageId, 'email.invalid' | 'email.formatInvalid' | 'email.tooLong'>;

// {local}@{domain}.{tld of 2+ letters}
const EMAIL_SHAPE = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/**
 * Spec §5 e-mail rule on the trimmed value; null when valid. Checked in the order shape,
 * format ('..', leading or trailing '.'), length (over 254), so each input gets one message.
 */
export function validateEmail(value: string | null | undefined): EmailRuleId | null {
  const email = (value ?? '').trim();
  if (!EMAIL_SHAPE.test(email)) return 'email.invalid';
  if (email.includes('..') || email.startsWith('.') || email.endsWith('.')) return 'email.formatInvalid';
  if (email.length > TEXT_LIMITS.emailMax) return 'email.tooLong';
  return null;
}

/** E-mails are trimmed and lower-cased before sign-in and sign-up. */
export function normalizeEmail(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}
