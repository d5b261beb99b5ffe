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

/**
 * Answers cached for one account are never shown to the next: sign-out or another account drops
 * them. Signing in (or the session restoring on load) keeps what was fetched signed out: nothing
 * private is in it, and clearing then would strand the page's requests already in flight.
 */
export function clearOnAccountChange(client: QueryClient): () => void {
  let account = useAuthStore.getState().user?.id ?? null;
  return useAuthStore.subscribe((state) => {
    const next = state.user?.id ?? null;
    const previous = account;
    account = next;
    if (next === previous || previous === null) return;
    // Queries on screen are reset (and fetch again for the new caller); the rest are dropped.
    client.removeQueries({ type: 'inactive' });
    void client.resetQueries({ type: 'active' });
  });
}

clearOnAccountChange(appQueryClient);
