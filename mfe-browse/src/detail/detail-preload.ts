import { useAuthStore } from '@premieres/auth-store';
import type { QueryClient } from '@tanstack/react-query';
import { movieQuery } from '../catalogue/useCatalog';
import { loadDetailPage } from './detail-chunk';

/** A prefetched answer this recent is not asked for again on the next hover or focus. */
const PREFETCH_FRESH_MS = 30_000;

/**
 * A card shows intent (pointer over it, focus, touch): the detail page's code and the title's read
 * start now, so opening it has them at hand. The read is useMovie's own query (same key), for the
 * viewer profile watching now; React Query skips it while a fresh answer or the same read exists.
 */
export function prefetchDetail(client: QueryClient, id: string): void {
  loadDetailPage().catch(() => undefined);
  const viewerId = useAuthStore.getState().viewerProfile?.id ?? null;
  void client.prefetchQuery({ ...movieQuery(id, viewerId), staleTime: PREFETCH_FRESH_MS });
}
