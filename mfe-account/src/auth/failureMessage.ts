import type { TFunction } from 'i18next';

// Codes the account screens meet, each with a string under 'apiErrors' (en, hi, ml): the browser
// shows the code in the member's language, not the server's English words.
const TRANSLATED = [
  'INVALID_CREDENTIALS',
  'EMAIL_ALREADY_REGISTERED',
  'INVALID_TOKEN',
  'SIGN_IN_LOCKED',
  'RATE_LIMITED',
  'CSRF_INVALID',
  'UNEXPECTED_ERROR',
  'UNAVAILABLE',
] as const;
type TranslatedCode = (typeof TRANSLATED)[number];
const isTranslated = (code: string | undefined): code is TranslatedCode =>
  TRANSLATED.some((translated) => translated === code);

/** What a failed API call says about itself (the api-client's ApiRequestError). */
export interface ApiFailure {
  isNetworkError?: boolean;
  code?: string;
  message: string;
}

/**
 * A failure in the member's language by its code; the server's message for a code we lack; the
 * generic text when it is not the API's (null). No api-client import: the prerendered /contact's
 * island uses it with the client's small entry.
 */
export function failureMessage(t: TFunction, failure: ApiFailure | null): string {
  if (!failure) return t('validation.unexpected', { ns: 'account' });
  if (failure.isNetworkError) return t('apiErrors.network', { ns: 'account' });
  if (isTranslated(failure.code)) return t(`apiErrors.${failure.code}`, { ns: 'account' });
  return failure.message || t('validation.unexpected', { ns: 'account' });
}
