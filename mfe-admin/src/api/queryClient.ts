import { QUERY_DEFAULTS, queryRetryDelay, shouldRetryQuery } from '@premieres/contracts';
import { QueryClient } from '@tanstack/react-query';

/** Spec §9 defaults (3 retries, 1 s doubling to 30 s, 5 minutes' retention); writes never retry. */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay: queryRetryDelay, gcTime: QUERY_DEFAULTS.gcTimeMs },
      mutations: { retry: false },
    },
  });
}
