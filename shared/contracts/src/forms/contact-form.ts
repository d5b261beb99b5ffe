import { TEXT_LIMITS } from '../constants';
import {
  CONTACT_MESSAGE_TOO_SHORT,
  CONTACT_NAME_TOO_SHORT,
  CONTACT_SUBJECT_TOO_SHORT,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
} from '../messages';
import { sanitizeContactText } from '../text/sanitize';
import type { ContactMessage } from '../types/entities';
import type { FieldErrors } from '../types/http';

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
export function validateContactForm(values: ContactMessage): FieldErrors<keyof ContactMessage> {
  const v = sanitizeContactForm(values);
  const errors: FieldErrors<keyof ContactMessage> = {};
  if (v.name.length < TEXT_LIMITS.contactNameMin) errors.name = CONTACT_NAME_TOO_SHORT;
  if (!v.email) errors.email = EMAIL_REQUIRED;
  else if (!BASIC_EMAIL.test(v.email)) errors.email = EMAIL_INVALID;
  if (v.subject.length < TEXT_LIMITS.contactSubjectMin) errors.subject = CONTACT_SUBJECT_TOO_SHORT;
  if (v.message.length < TEXT_LIMITS.contactMessageMin) errors.message = CONTACT_MESSAGE_TOO_SHORT;
  return errors;
}
