import { isApiRequestError } from '@premieres/api-client';
import type { TFunction } from 'i18next';
import { failureMessage } from './failureMessage';

/** HTTP status of a failed call (0 when no response arrived or the error is not from the API). */
export function errorStatus(error: unknown): number {
  return isApiRequestError(error) ? error.statusCode : 0;
}

/** The failure in the member's language by its code; the server's message for a code we lack. */
export function serverMessage(t: TFunction, error: unknown): string {
  return failureMessage(t, isApiRequestError(error) ? error : null);
}

/**
 * Per-field messages the API returned with a 400: a rule's message id where the API names one
 * (shown through `ruleText`, in the member's language), else the server's words.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiRequestError(error) || !error.fields) return {};
  return { ...error.fields, ...error.fieldMessageIds };
}
