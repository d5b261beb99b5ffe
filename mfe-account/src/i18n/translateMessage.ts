import {
  CONFIRM_PASSWORD_REQUIRED,
  CONTACT_FIX_ERRORS_DESCRIPTION,
  CONTACT_FIX_ERRORS_TITLE,
  CONTACT_MESSAGE_TOO_SHORT,
  CONTACT_NAME_TOO_SHORT,
  CONTACT_SENT_DESCRIPTION,
  CONTACT_SENT_TITLE,
  CONTACT_SUBJECT_TOO_SHORT,
  CONTACT_TOO_MANY_TITLE,
  EMAIL_FORMAT_INVALID,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  EMAIL_TOO_LONG,
  FULL_NAME_TOO_SHORT,
  PASSWORD_NEEDS_LOWERCASE,
  PASSWORD_NEEDS_NUMBER,
  PASSWORD_NEEDS_SPECIAL,
  PASSWORD_NEEDS_UPPERCASE,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  PASSWORD_TOO_SHORT_BASIC,
  PASSWORDS_DO_NOT_MATCH,
} from '@premieres/contracts';
import type { TFunction } from 'i18next';

// The client-side rule messages come from shared/contracts in English; each has a key here so the
// form shows it in the visitor's language. Server messages are shown as the server gave them.
const KEYS: Record<string, string> = {
  [EMAIL_INVALID]: 'validation.emailInvalid',
  [EMAIL_FORMAT_INVALID]: 'validation.emailFormat',
  [EMAIL_TOO_LONG]: 'validation.emailTooLong',
  [EMAIL_REQUIRED]: 'validation.emailRequired',
  [PASSWORD_REQUIRED]: 'validation.passwordRequired',
  [PASSWORD_TOO_SHORT]: 'validation.passwordTooShort',
  [PASSWORD_TOO_SHORT_BASIC]: 'validation.passwordTooShortBasic',
  [PASSWORD_NEEDS_UPPERCASE]: 'validation.passwordUppercase',
  [PASSWORD_NEEDS_LOWERCASE]: 'validation.passwordLowercase',
  [PASSWORD_NEEDS_NUMBER]: 'validation.passwordNumber',
  [PASSWORD_NEEDS_SPECIAL]: 'validation.passwordSpecial',
  [PASSWORD_TOO_COMMON]: 'validation.passwordCommon',
  [FULL_NAME_TOO_SHORT]: 'validation.fullNameShort',
  [CONFIRM_PASSWORD_REQUIRED]: 'validation.confirmRequired',
  [PASSWORDS_DO_NOT_MATCH]: 'validation.passwordsDoNotMatch',
  [CONTACT_NAME_TOO_SHORT]: 'validation.contactNameShort',
  [CONTACT_SUBJECT_TOO_SHORT]: 'validation.contactSubjectShort',
  [CONTACT_MESSAGE_TOO_SHORT]: 'validation.contactMessageShort',
  [CONTACT_FIX_ERRORS_TITLE]: 'contact.fixErrorsTitle',
  [CONTACT_FIX_ERRORS_DESCRIPTION]: 'contact.fixErrorsDescription',
  [CONTACT_TOO_MANY_TITLE]: 'contact.tooManyTitle',
  [CONTACT_SENT_TITLE]: 'contact.sentTitle',
  [CONTACT_SENT_DESCRIPTION]: 'contact.sentDescription',
};

/** The contracts messages this remote translates. */
export const TRANSLATED_MESSAGES: readonly string[] = Object.keys(KEYS);

/** Key of a known contracts message, or undefined. */
export function messageKey(message: string): string | undefined {
  return KEYS[message];
}

/** A contracts message in the current language; unknown (server) messages unchanged. */
export function translateMessage(t: TFunction, message: string | null | undefined): string | undefined {
  if (!message) return undefined;
  const key = KEYS[message];
  return key ? t(key, { ns: 'account' }) : message;
}

export function translateMessages(t: TFunction, messages: readonly string[]): string[] {
  return messages.map((message) => translateMessage(t, message) ?? message);
}
