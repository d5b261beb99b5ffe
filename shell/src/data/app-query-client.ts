import { useAuthStore } from '@premieres/auth-store';
import { QUERY_DEFAULTS, queryRetryDelay, shouldRetryQuery } from '@premieres/contracts';
import { QueryClient } from '@tanstack/react-query';

/**
 * The one TanStack Query client of the page, with the spec's retry, backoff and cache figures.
 * The shell provides it to every remote (they fall back to their own only when run alone), so a
 * title one remote fetched is not fetched again by another.
 */
export const appQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetryQuery, retryDelay: queryRetryDelay, gcTime: QUERY_DEFAULTS.gcTimeMs },
  },
});

/** Answers cached for one account are never shown to the next: sign-out or a new account clears them. */
export function clearOnAccountChange(client: QueryClient): () => void {
  let account = useAuthStore.getState().user?.id ?? null;
  return useAuthStore.subscribe((state) => {
    const next = state.user?.id ?? null;
    if (next === account) return;
    // Signing in from signed-out keeps nothing private to forget, but a public answer may have
    // been shaped by no viewer profile; start clean either way.
    account = next;
    client.clear();
  });
}

clearOnAccountChange(appQueryClient);
