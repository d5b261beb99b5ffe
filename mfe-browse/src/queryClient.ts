import { QUERY_DEFAULTS, queryRetryDelay, shouldRetryQuery } from '@premieres/contracts';
import { QueryClient } from '@tanstack/react-query';

/** Used only when the shell provides no QueryClient: the spec's retry, backoff and cache figures. */
export function createBrowseQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay: queryRetryDelay, gcTime: QUERY_DEFAULTS.gcTimeMs },
    },
  });
}
