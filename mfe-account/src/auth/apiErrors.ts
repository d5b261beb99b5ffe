import { isApiRequestError } from '@premieres/api-client';
import type { TFunction } from 'i18next';

// Codes the account screens meet, each with a string under 'apiErrors' (en, hi, ml): the browser
// shows the code in the member's language, not the server's English words.
const TRANSLATED = new Set([
  'INVALID_CREDENTIALS',
  'EMAIL_ALREADY_REGISTERED',
  'INVALID_TOKEN',
  'SIGN_IN_LOCKED',
  'RATE_LIMITED',
  'CSRF_INVALID',
  'UNEXPECTED_ERROR',
  'UNAVAILABLE',
]);

/** HTTP status of a failed call (0 when no response arrived or the error is not from the API). */
export function errorStatus(error: unknown): number {
  return isApiRequestError(error) ? error.statusCode : 0;
}

/** The failure in the member's language by its code; the server's message for a code we lack. */
export function serverMessage(t: TFunction, error: unknown): string {
  if (!isApiRequestError(error)) return t('validation.unexpected', { ns: 'account' });
  if (error.isNetworkError) return t('apiErrors.network', { ns: 'account' });
  if (error.code && TRANSLATED.has(error.code)) return t(`apiErrors.${error.code}`, { ns: 'account' });
  return error.message || t('validation.unexpected', { ns: 'account' });
}

/** Per-field messages the API returned with a 400, as given. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return isApiRequestError(error) && error.fields ? error.fields : {};
}
