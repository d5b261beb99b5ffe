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
