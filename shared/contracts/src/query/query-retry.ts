import { QUERY_DEFAULTS } from '../constants';

/** Spec §9 backoff: 1 s doubling up to 30 s. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(QUERY_DEFAULTS.baseDelayMs * 2 ** attempt, QUERY_DEFAULTS.maxDelayMs);
}

/** HTTP status carried by a failed call's error (ApiRequestError, ky's HTTPError...), if any. */
export function errorStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } };
  const status = e.status ?? e.statusCode ?? e.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Spec §9: 3 retries; client errors (404, 401, 403) will not change on retry. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = errorStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < QUERY_DEFAULTS.retry;
}
