import { createBrowseQueryClient, retryDelay, shouldRetry } from './queryClient';

describe('browse query client', () => {
  it('backs off 1 s doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries 3 times, but not client errors', () => {
    expect(shouldRetry(0, new Error('network'))).toBe(true);
    expect(shouldRetry(2, new Error('network'))).toBe(true);
    expect(shouldRetry(3, new Error('network'))).toBe(false);
    expect(shouldRetry(0, { response: { status: 404 } })).toBe(false);
    expect(shouldRetry(0, { status: 503 })).toBe(true);
  });

  it('keeps unused data for 5 minutes', () => {
    const client = createBrowseQueryClient();
    expect(client.getDefaultOptions().queries?.gcTime).toBe(300000);
  });
});
