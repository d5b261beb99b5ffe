import { queryRetryDelay, shouldRetryQuery } from '@premieres/contracts';
import { createBrowseQueryClient } from './queryClient';

describe('browse query client', () => {
  it('uses the spec retry rule and backoff, and keeps unused data for 5 minutes', () => {
    const queries = createBrowseQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(shouldRetryQuery);
    expect(queries?.retryDelay).toBe(queryRetryDelay);
    expect(queries?.gcTime).toBe(300000);
  });
});
