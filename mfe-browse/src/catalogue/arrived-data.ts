import { EARLY_REQUEST_MAX_AGE_MS } from '@premieres/contracts';

/**
 * A query's staleTime when its first data may be the shell's early read of the page (initialData):
 * that data is as fresh as the read that just arrived, so mounting does not ask for it again
 * (the default, 0, would). Once the query has fetched itself, the default applies.
 */
export const arrivedDataStaleTime = (query: { state: { dataUpdateCount: number; data: unknown } }): number =>
  query.state.dataUpdateCount === 0 && query.state.data !== undefined ? EARLY_REQUEST_MAX_AGE_MS : 0;
