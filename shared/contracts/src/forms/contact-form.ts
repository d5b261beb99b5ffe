import { TEXT_LIMITS } from '../constants';
import type { RuleErrors } from '../messages';
import { sanitizeContactText } from '../text/sanitize';
import type { ContactMessage } from '../types/entities';

// Basic address shape only; the contact form does not use the stricter auth e-mail rule.
const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every field cleaned of bidi controls and invisible characters, trimmed, angle brackets removed. */
export function sanitizeContactForm(values: ContactMessage): ContactMessage {
  return {
    name: sanitizeContactText(values.name),
    email: sanitizeContactText(values.email),
    subject: sanitizeContactText(values.subject),
    message: sanitizeContactText(values.message, { multiline: true }),
  };
}

/** Spec §5 contact rules on the sanitised values. Empty object = valid. */
export function validateContactForm(values: ContactMessage): RuleErrors<keyof ContactMessage> {
  const v = sanitizeContactForm(values);
  const errors: RuleErrors<keyof ContactMessage> = {};
  if (v.name.length < TEXT_LIMITS.contactNameMin) errors.name = 'contact.nameTooShort';
  if (!v.email) errors.email = 'email.required';
  else if (!BASIC_EMAIL.test(v.email)) errors.email = 'email.invalid';
  if (v.subject.length < TEXT_LIMITS.contactSubjectMin) errors.subject = 'contact.subjectTooShort';
  if (v.message.length < TEXT_LIMITS.contactMessageMin) errors.message = 'contact.messageTooShort';
  return errors;
}
