import type { Connection } from 'mongoose';
import { catalogCaches, createReadCache, invalidateCatalogCache } from './read-cache';

const fakeDb = () => ({}) as Connection;

function counter<T extends object>(value: T | undefined) {
  const load = jest.fn(async () => value);
  return load;
}

describe('catalogue read cache', () => {
  it('loads once within the TTL and again after invalidation', async () => {
    const db = fakeDb();
    const { lists } = catalogCaches(db, 60_000);
    const load = counter({ n: 1 });
    expect(await lists.get('a', load)).toEqual({ n: 1 });
    expect(await lists.get('a', load)).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    invalidateCatalogCache(db);
    await lists.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads afresh when a staff write clears it while a load is under way (never a failure)', async () => {
    const db = fakeDb();
    const { lists } = catalogCaches(db, 60_000);
    let release: (value: { n: number }) => void = () => undefined;
    const slow = jest.fn(() => new Promise<{ n: number }>((resolve) => (release = resolve)));
    const reading = lists.get('a', slow);
    invalidateCatalogCache(db);
    release({ n: 1 });
    const fresh = jest.fn(async () => ({ n: 2 }));
    slow.mockImplementation(fresh);
    await expect(reading).resolves.toEqual({ n: 2 });
  });

  it('shares one load between concurrent requests for a key', async () => {
    const { titles } = catalogCaches(fakeDb(), 60_000);
    const load = counter({ id: 'x' });
    await Promise.all([titles.get('x', load), titles.get('x', load), titles.get('x', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep "not found"', async () => {
    const { titles } = catalogCaches(fakeDb(), 60_000);
    const load = counter<object>(undefined);
    expect(await titles.get('missing', load)).toBeUndefined();
    await titles.get('missing', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves the expired answer once while it reloads', async () => {
    let now = 1000;
    const small = createReadCache(20, 20, { now: () => now });
    let version = 1;
    const load = jest.fn(async () => ({ version }));
    await small.get('k', load);
    version = 2;
    now += 40; // expired
    expect(await small.get('k', load)).toEqual({ version: 1 });
    expect(load).toHaveBeenCalledTimes(2);
    // The reload settles with the pending promise jobs (no time passes).
    await new Promise((resolve) => setImmediate(resolve));
    expect(await small.get('k', load)).toEqual({ version: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is off with a TTL of 0, and apps on different connections never share', async () => {
    const off = catalogCaches(fakeDb(), 0).lists;
    const load = counter({ n: 1 });
    await off.get('a', load);
    await off.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    const one = catalogCaches(fakeDb(), 60_000).lists;
    const two = catalogCaches(fakeDb(), 60_000).lists;
    await one.get('a', async () => ({ from: 'one' }));
    expect(await two.get('a', async () => ({ from: 'two' }))).toEqual({ from: 'two' });
  });

  it('passes a failed load on when it has no earlier answer, and serves the earlier one when it has', async () => {
    let now = 0;
    const cache = createReadCache(1000, 10, { now: () => now });
    const down = async (): Promise<object> => {
      throw new Error('database unreachable');
    };
    await expect(cache.get('never-loaded', down)).rejects.toThrow('database unreachable');
    await cache.get('loaded', async () => ({ n: 1 }));
    now = 5000; // expired
    expect(await cache.get('loaded', down)).toEqual({ n: 1 });
  });
});
