import { databaseTimeoutMs, IN_PROCESS_DB_TIMEOUT_MS } from './connection';

describe('databaseTimeoutMs', () => {
  it('keeps the configured sub-second wait for a database in its own process', () => {
    expect(databaseTimeoutMs(400, 'external')).toBe(400);
    expect(databaseTimeoutMs(400, 'mongod')).toBe(400);
    expect(databaseTimeoutMs(400, 'uri')).toBe(400);
  });

  it('waits longer for the engine inside the API process, whose pauses are not outages', () => {
    expect(databaseTimeoutMs(400, 'embedded')).toBe(IN_PROCESS_DB_TIMEOUT_MS);
    expect(databaseTimeoutMs(5000, 'embedded')).toBe(5000);
  });
});
