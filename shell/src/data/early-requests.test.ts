import {
  EARLY_REQUESTS_GLOBAL,
  earlyRequestKey,
  type OwnedRoute,
  VIEWER_PROFILE_HEADER,
} from '@premieres/contracts';
import { earlyRequestRegistry, startEarlyRequests } from './early-requests';

const route = (path: string, preload?: string[]): OwnedRoute => ({
  path,
  chrome: 'app',
  uiKit: true,
  access: 'anyone',
  remote: 'mfe-browse',
  ...(preload ? { preload } : {}),
});

describe("the shell's entry starts the page's first reads", () => {
  const fetchMock = jest.fn(async () => new Response('{}'));

  beforeEach(() => {
    fetchMock.mockClear();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
    localStorage.clear();
  });

  it("fills the route's parameters and sends the chosen viewer profile's token", () => {
    localStorage.setItem('premieres-viewer', JSON.stringify({ userId: 'u1', profile: {}, token: 'tok' }));
    const started = startEarlyRequests(route('/content/:id', ['movies/:id']), '/content/7', 'http://x/api');
    expect(started).toBe(1);
    expect(fetchMock).toHaveBeenCalledWith('http://x/api/movies/7', {
      credentials: 'include',
      headers: { [VIEWER_PROFILE_HEADER]: 'tok' },
    });
    expect(earlyRequestRegistry().has(earlyRequestKey('http://x/api/movies/7', 'tok'))).toBe(true);
  });

  it('starts nothing for a route without reads, and each read once', () => {
    expect(startEarlyRequests(route('/my-list'), '/my-list', 'http://x/api/')).toBe(0);
    const movies = route('/movies', ['movies?type=movie&page=1']);
    expect(startEarlyRequests(movies, '/movies', 'http://x/api/')).toBe(1);
    expect(startEarlyRequests(movies, '/movies', 'http://x/api/')).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('http://x/api/movies?type=movie&page=1', {
      credentials: 'include',
      headers: {},
    });
  });
});
