import { QUERY_DEFAULTS } from '@premieres/contracts';
import { QueryClient } from '@tanstack/react-query';

/** Spec §9 backoff: 1 s doubling up to 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY_DEFAULTS.baseDelayMs * 2 ** attempt, QUERY_DEFAULTS.maxDelayMs);
}

/** Client errors (404 'Content not found', 401) will not change on retry; everything else retries 3 times. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < QUERY_DEFAULTS.retry;
}

export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } };
  const status = e.status ?? e.statusCode ?? e.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Used only when the shell provides no QueryClient. */
export function createBrowseQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: QUERY_DEFAULTS.gcTimeMs },
    },
  });
}
