import { isApiRequestError } from '@premieres/api-client';
import type { TFunction } from 'i18next';

/** HTTP status of a failed call (0 when no response arrived or the error is not from the API). */
export function errorStatus(error: unknown): number {
  return isApiRequestError(error) ? error.statusCode : 0;
}

/** The server's message as given; our 'unexpected error' text when there is none. */
export function serverMessage(t: TFunction, error: unknown): string {
  if (isApiRequestError(error) && error.message) return error.message;
  return t('validation.unexpected', { ns: 'account' });
}

/** Per-field messages the API returned with a 400, as given. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return isApiRequestError(error) && error.fields ? error.fields : {};
}
