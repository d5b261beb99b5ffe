/** @jest-environment node */
import { useAuthStore } from '@premieres/auth-store';
import { EARLY_REQUESTS_GLOBAL, type EarlyRequest, earlyRequestKey } from '@premieres/contracts';
import { catalogApi } from './catalog-api';
import { configureApiClient } from './config';

const registry = new Map<string, EarlyRequest>();
(globalThis as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = registry;
const BASE = 'http://api.test/api';
const ROW = `${BASE}/movies?type=movie&genre=Action&page=1&limit=20`;

const page = (title: string) =>
  new Response(JSON.stringify({ items: [{ title }], total: 1, page: 1, limit: 20 }), {
    headers: { 'content-type': 'application/json' },
  });
const started = (viewer: string | null, response: Promise<Response>, startedAt = performance.now()) =>
  registry.set(earlyRequestKey(ROW, viewer), { response, startedAt });
const listRow = async () =>
  (await catalogApi.listMovies({ type: 'movie', genre: 'Action', page: 1, limit: 20 })).items[0]?.title;

describe('the API client takes reads the shell started early', () => {
  const network = jest.fn(async () => page('network'));

  beforeEach(() => {
    registry.clear();
    network.mockClear();
    configureApiClient({ baseUrl: BASE, fetch: network as unknown as typeof fetch });
    useAuthStore.setState({ viewerToken: 'tok' });
  });

  it('answers the same read for the same viewer profile with the early one, once', async () => {
    started('tok', Promise.resolve(page('early')));
    expect(await listRow()).toBe('early');
    expect(network).not.toHaveBeenCalled();
    expect(await listRow()).toBe('network');
  });

  it('leaves another viewer profile, a stale or a failed read to the network', async () => {
    started('kids', Promise.resolve(page('early')));
    expect(await listRow()).toBe('network');
    started('tok', Promise.resolve(page('early')), performance.now() - 60_000);
    expect(await listRow()).toBe('network');
    started('tok', Promise.reject(new TypeError('offline')));
    expect(await listRow()).toBe('network');
    expect(network).toHaveBeenCalledTimes(3);
  });
});

describe('a page takes an early read that has already arrived, synchronously', () => {
  beforeEach(() => {
    registry.clear();
    configureApiClient({ baseUrl: BASE });
    useAuthStore.setState({ viewerToken: 'tok' });
  });

  const query = { genre: 'Action', type: 'movie' as const, page: 1, limit: 20 };

  it("returns the shell's parsed answer for the same read and viewer profile, once", () => {
    registry.set(earlyRequestKey(ROW, 'tok'), {
      response: Promise.resolve(page('early')),
      startedAt: performance.now(),
      answer: { items: [{ title: 'early' }], total: 1, page: 1, limit: 20 },
    });
    expect(catalogApi.arrivedMovies(query)?.items[0]?.title).toBe('early');
    expect(catalogApi.arrivedMovies(query)).toBeUndefined();
  });

  it('returns nothing while the read travels, for another profile, or once stale', () => {
    const read = (viewer: string, startedAt: number, answer?: unknown) =>
      registry.set(earlyRequestKey(ROW, viewer), {
        response: Promise.resolve(page('early')),
        startedAt,
        ...(answer ? { answer } : {}),
      });
    read('tok', performance.now());
    expect(catalogApi.arrivedMovies(query)).toBeUndefined();
    // Still there for the API client to take when the page asks.
    expect(registry.size).toBe(1);
    registry.clear();
    read('kids', performance.now(), { items: [] });
    expect(catalogApi.arrivedMovies(query)).toBeUndefined();
    registry.clear();
    read('tok', performance.now() - 60_000, { items: [] });
    expect(catalogApi.arrivedMovies(query)).toBeUndefined();
  });

  it('names a title by its id as the detail page reads it', () => {
    registry.set(earlyRequestKey(`${BASE}/movies/7`, 'tok'), {
      response: Promise.resolve(page('x')),
      startedAt: performance.now(),
      answer: { id: '7', title: 'Seven' },
    });
    expect(catalogApi.arrivedMovie('7')?.title).toBe('Seven');
  });
});
