import { errorStatusOf, queryRetryDelay, shouldRetryQuery } from './query-retry';

describe('query retry defaults (spec §9)', () => {
  it('backs off 1 s doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries 3 times, but not client errors', () => {
    expect(shouldRetryQuery(0, new Error('network'))).toBe(true);
    expect(shouldRetryQuery(2, new Error('network'))).toBe(true);
    expect(shouldRetryQuery(3, new Error('network'))).toBe(false);
    expect(shouldRetryQuery(0, { response: { status: 404 } })).toBe(false);
    expect(shouldRetryQuery(0, { statusCode: 403 })).toBe(false);
    expect(shouldRetryQuery(0, { status: 503 })).toBe(true);
  });

  it('reads the status from the usual error shapes', () => {
    expect(errorStatusOf({ statusCode: 409 })).toBe(409);
    expect(errorStatusOf('nope')).toBeUndefined();
  });
});
