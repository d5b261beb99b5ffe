/** @jest-environment node */

import { useAuthStore } from '@premieres/auth-store';
import { configureApiClient } from './config';
import { json, TEST_USER } from './test-fetch';
import { watchProgressApi } from './watch-progress-api';

const progress = { movieId: '3', positionSeconds: 5, durationSeconds: 10, fraction: 0.5 };

it('saves with the bearer token and keepalive, so a save on close outlives the dialog', async () => {
  const seen: Request[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return json(200, { ...progress, finished: false, resumeAtSeconds: 5, updatedAt: null });
  };
  configureApiClient({ baseUrl: 'http://api.test/api', fetch: fetchImpl as typeof fetch });
  useAuthStore.setState({ user: TEST_USER, accessToken: 'tok' } as never);
  await watchProgressApi.save('3', { positionSeconds: 5, durationSeconds: 10 }, { keepalive: true });
  const [request] = seen;
  expect(request?.method).toBe('PUT');
  expect(request?.url).toBe('http://api.test/api/me/progress/3');
  expect(request?.keepalive).toBe(true);
  expect(request?.headers.get('authorization')).toBe('Bearer tok');
  expect(await request?.json()).toEqual({ positionSeconds: 5, durationSeconds: 10 });
});

it('reads Continue Watching a page at a time', async () => {
  const urls: string[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(new Request(input, init).url);
    return json(200, { items: [], total: 0, page: 2, limit: 5 });
  };
  configureApiClient({ baseUrl: 'http://api.test/api', fetch: fetchImpl as typeof fetch });
  await watchProgressApi.continueWatching({ page: 2, limit: 5 });
  expect(urls).toEqual(['http://api.test/api/me/continue-watching?page=2&limit=5']);
});
