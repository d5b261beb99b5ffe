import {
  EARLY_REQUESTS_GLOBAL,
  earlyRequestKey,
  type OwnedRoute,
  posterSrcSet,
  VIEWER_PROFILE_HEADER,
} from '@premieres/contracts';
import { earlyRequestRegistry, picturesOf, startEarlyRequests } from './early-requests';

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
      priority: 'high',
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
      priority: 'high',
      credentials: 'include',
      headers: {},
    });
  });

  it("asks for the page's first pictures at high priority as soon as their read answers", async () => {
    const answer = {
      items: [{ thumbnail: '/media/a.svg' }, { thumbnail: '' }, { thumbnail: '/media/c.svg' }],
    };
    fetchMock.mockResolvedValueOnce({ ok: true, clone: () => ({ json: async () => answer }) } as never);
    const movies = {
      ...route('/movies', ['movies?section=trending&page=1']),
      preloadPictures: { read: 'movies?section=trending&page=1', from: 'list' as const, count: 4 },
    };
    startEarlyRequests(movies, '/movies', 'http://x/api/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const links = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')])).toEqual([
      ['/media/a.svg', 'high'],
      ['/media/c.svg', 'high'],
    ]);
  });

  it('asks for the variant the page will draw of a poster served in variants (issue 28)', async () => {
    document.head.replaceChildren();
    const answer = { items: [{ thumbnail: '/media/movie-thumbnails/a.jpg' }, { thumbnail: '/p.svg' }] };
    fetchMock.mockResolvedValueOnce({ ok: true, clone: () => ({ json: async () => answer }) } as never);
    const sizes = '(min-width: 48rem) 11rem, 9.25rem';
    const movies = {
      ...route('/movies', ['movies?page=1']),
      preloadPictures: { read: 'movies?page=1', from: 'list' as const, count: 4, sizes },
    };
    startEarlyRequests(movies, '/movies', 'http://x/api/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const links = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    const attributes = (link: Element) =>
      [link.getAttribute('href'), link.getAttribute('imagesrcset'), link.getAttribute('imagesizes')] as const;
    expect(links.map(attributes)).toEqual([
      ['/media/movie-thumbnails/a.jpg', posterSrcSet('/media/movie-thumbnails/a.jpg', 'webp'), sizes],
      // An SVG poster has no variants: asked for as it is.
      ['/p.svg', null, null],
    ]);
  });

  it('keeps a successful answer parsed for the first render, and nothing of a failed one', async () => {
    const answered = (ok: boolean, body: unknown) => ({ ok, clone: () => ({ json: async () => body }) });
    fetchMock.mockResolvedValueOnce(answered(true, { items: [], total: 0 }) as never);
    fetchMock.mockResolvedValueOnce(answered(false, { error: 'x' }) as never);
    startEarlyRequests(route('/movies', ['movies?page=1', 'movies?page=2']), '/movies', 'http://x/api/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const kept = (page: number) =>
      earlyRequestRegistry().get(earlyRequestKey(`http://x/api/movies?page=${page}`, null))?.answer;
    expect(kept(1)).toEqual({ items: [], total: 0 });
    expect(kept(2)).toBeUndefined();
  });

  it("names a paged answer's first thumbnails, or one title's", () => {
    const list = { items: [1, 2, 3].map((n) => ({ thumbnail: `/t${n}.svg` })) };
    expect(picturesOf(list, { read: 'movies', from: 'list', count: 2 })).toEqual(['/t1.svg', '/t2.svg']);
    expect(picturesOf({ thumbnail: '/hero.svg' }, { read: 'movies/:id', from: 'item', count: 1 })).toEqual([
      '/hero.svg',
    ]);
    expect(picturesOf(null, { read: 'movies', from: 'list', count: 4 })).toEqual([]);
  });
});
