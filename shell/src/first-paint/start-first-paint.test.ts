import {
  EARLY_REQUESTS_GLOBAL,
  EARLY_SESSION_GLOBAL,
  type EarlyRequest,
  FIRST_PAINT_ID,
  type FirstPaint,
  INLINE_MANIFEST_ID,
  MEMBER_SNAPSHOT_KEY,
  PAGE_DRAWN_EVENT,
  SESSION_HINT_KEY,
  START_HINTS_TEMPLATE_ID,
  VIEWER_CHOICE_STORAGE_KEY,
  VIEWER_PROFILE_HEADER,
} from '@premieres/contracts';
import { endFirstPaint, firstPaintSettled } from './first-paint-state';
import { startFirstPaint } from './start-first-paint';

const READ = 'movies?section=movies-trending&page=1&limit=20';
const SEARCH_READ = 'search?q=:q&page=1&limit=24';
const FIRST_PAINT: FirstPaint = {
  read: READ,
  css: '',
  root: {
    tag: 'section',
    children: [
      { tag: 'h2', text: { en: 'Trending' } },
      { tag: 'div', each: 4, children: [{ tag: 'img', picture: {} }] },
    ],
  },
};
const MANIFEST = {
  'mfe-browse': {
    entry: '/remotes/mfe-browse/mf-manifest.json',
    version: '1.0.0',
    routes: [
      {
        path: '/movies',
        chrome: 'app',
        uiKit: true,
        access: 'anyone',
        preload: [READ],
        firstPaint: FIRST_PAINT,
      },
      { path: '/downloads', chrome: 'app', uiKit: true, access: 'anyone' },
      {
        path: '/my-list',
        chrome: 'app',
        uiKit: true,
        access: 'anyone',
        memberPreload: ['me/list'],
        firstPaint: {
          read: 'me/list',
          css: '',
          root: {
            tag: 'div',
            each: 4,
            children: [
              { tag: 'div', scope: 'movie', children: [{ tag: 'img' }, { tag: 'p', field: 'title' }] },
            ],
          },
          empty: { tag: 'p', className: 'fp-empty', text: { en: 'Your list is empty' } },
        },
      },
      {
        path: '/search',
        chrome: 'app',
        uiKit: true,
        access: 'anyone',
        preload: [SEARCH_READ],
        firstPaint: {
          ...FIRST_PAINT,
          read: SEARCH_READ,
          root: {
            tag: 'main',
            children: [
              { tag: 'h1', text: { en: 'Results for “{{query}}”' }, fill: { query: 'q' } },
              ...(FIRST_PAINT.root.children ?? []),
            ],
          },
        },
      },
    ],
  },
};
const ANSWER = { items: [{ title: 'Kids title', thumbnail: '/media/k.svg' }] };

/** A read the test answers when it wants (the API's answer arriving). */
function deferredFetch() {
  let answer: (body: unknown, ok?: boolean) => void = () => undefined;
  const calls: [string, RequestInit][] = [];
  const fetchMock = jest.fn((url: string, init: RequestInit) => {
    calls.push([url, init]);
    return new Promise<Response>((resolve) => {
      answer = (body, ok = true) =>
        resolve({ ok, clone: () => ({ json: async () => body }) } as unknown as Response);
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, answer: (body: unknown, ok?: boolean) => answer(body, ok) };
}

const painted = () => document.getElementById(FIRST_PAINT_ID);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function openPage(path: string, viewerToken: string | null = 'kids-token', member = 'u') {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = `<script id="${INLINE_MANIFEST_ID}" type="application/json">${JSON.stringify(MANIFEST)}</script>`;
  document.body.innerHTML = '<div id="root"></div>';
  localStorage.setItem(MEMBER_SNAPSHOT_KEY, JSON.stringify({ id: member, role: 'user' }));
  if (viewerToken)
    localStorage.setItem(
      VIEWER_CHOICE_STORAGE_KEY,
      JSON.stringify({ userId: 'u', profile: {}, token: viewerToken }),
    );
}

/** Opens `path` as `openPage` does and runs the document's script; its read waits to be answered. */
async function startOn(...page: Parameters<typeof openPage>) {
  openPage(...page);
  const api = deferredFetch();
  startFirstPaint(document);
  await flush();
  return api;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of [
    EARLY_REQUESTS_GLOBAL,
    EARLY_SESSION_GLOBAL,
    '__premieresEarlySessionStarted',
    '__premieresFirstPaint',
  ])
    delete (window as unknown as Record<string, unknown>)[name];
  // jsdom draws no frames: one is as good as a timer here.
  window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(0), 0);
});

describe("the document's first paint", () => {
  it("paints the route's first screen from the read that carried the viewer profile's token", async () => {
    const api = await startOn('/movies');
    // The API's scope does the confinement: the token travels with the very read that is painted.
    expect(api.calls[0]?.[0]).toBe(`${window.location.origin}/api/${READ}`);
    expect(api.calls[0]?.[1].headers).toEqual({ [VIEWER_PROFILE_HEADER]: 'kids-token' });
    expect(painted()).toBeNull();
    // Meanwhile a hidden line finds the paint's fonts (their first layout is long); the paint ends it.
    const warming = document.getElementById(`${FIRST_PAINT_ID}-fonts`);
    expect(warming?.style.visibility).toBe('hidden');
    expect(warming?.getAttribute('aria-hidden')).toBe('true');
    api.answer(ANSWER);
    await flush();
    expect(document.getElementById(`${FIRST_PAINT_ID}-fonts`)).toBeNull();
    expect(painted()?.querySelector('img')?.getAttribute('src')).toBe('/media/k.svg');
    expect(painted()?.querySelector('h2')?.textContent).toBe('Trending');
  });

  it("adds the gateway's held preload hints to the head once the reads are asked for, not before", async () => {
    openPage('/movies');
    const hint = '<link rel="preload" as="script" href="/framework.js">';
    document.head.insertAdjacentHTML(
      'beforeend',
      `<template id="${START_HINTS_TEMPLATE_ID}">${hint}</template>`,
    );
    const hintInHead = () => document.head.querySelector('link[rel="preload"][href="/framework.js"]');
    const hintedBeforeRead: boolean[] = [];
    const api = deferredFetch();
    const fetchRead = globalThis.fetch;
    globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
      hintedBeforeRead.push(hintInHead() !== null);
      return fetchRead(...args);
    }) as typeof fetch;
    startFirstPaint(document);
    await flush();
    expect(api.calls).toHaveLength(1);
    expect(hintedBeforeRead).toEqual([false]);
    expect(hintInHead()).not.toBeNull();
    expect(document.getElementById(START_HINTS_TEMPLATE_ID)).toBeNull();
  });

  it('adds the held hints at once for a path no route declares', async () => {
    openPage('/nowhere');
    document.head.insertAdjacentHTML(
      'beforeend',
      `<template id="${START_HINTS_TEMPLATE_ID}"><link rel="preload" as="script" href="/x.js"></template>`,
    );
    deferredFetch();
    startFirstPaint(document);
    await flush();
    expect(document.head.querySelector('link[href="/x.js"]')).not.toBeNull();
  });

  it('paints nothing without a chosen viewer profile (the app asks "Who\'s watching?" first)', async () => {
    const api = await startOn('/movies', null);
    api.answer(ANSWER);
    await flush();
    expect(painted()).toBeNull();
    await expect(firstPaintSettled(60_000)).resolves.toBeUndefined();
  });

  it('paints nothing from a choice another account left in this browser', async () => {
    const api = await startOn('/movies', 'adult-token-of-u', 'another-member');
    api.answer(ANSWER);
    await flush();
    expect(painted()).toBeNull();
  });

  it('paints nothing for a failed read, or a route that declares no first paint', async () => {
    const failed = await startOn('/movies');
    failed.answer({ statusCode: 401 }, false);
    await flush();
    expect(painted()).toBeNull();
    expect(document.getElementById(`${FIRST_PAINT_ID}-fonts`)).toBeNull();

    delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
    const none = await startOn('/downloads');
    expect(none.calls).toHaveLength(0);
    expect(painted()).toBeNull();
  });

  it('paints nothing once the page has drawn, or the app has moved on', async () => {
    const api = await startOn('/movies');
    window.dispatchEvent(new Event(PAGE_DRAWN_EVENT));
    api.answer(ANSWER);
    await flush();
    expect(painted()).toBeNull();
  });

  it('paints nothing when the member has left the path before the answer', async () => {
    const api = await startOn('/movies');
    window.history.pushState(null, '', '/downloads');
    api.answer(ANSWER);
    await flush();
    expect(painted()).toBeNull();
  });

  it('goes once the page has drawn its own pictures, and at once when the app shows something else', async () => {
    const api = await startOn('/movies');
    api.answer(ANSWER);
    await flush();
    expect(painted()).not.toBeNull();
    // The page's own copy of the picture: the first paint waits until it is decoded.
    let decoded: () => void = () => undefined;
    const own = document.createElement('img');
    own.src = '/media/k.svg';
    own.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    document.getElementById('root')?.append(own);
    window.dispatchEvent(new Event(PAGE_DRAWN_EVENT));
    await flush();
    expect(painted()).not.toBeNull();
    decoded();
    await flush();
    expect(painted()).toBeNull();

    // Another visit: the app shows something else (not found, another path…).
    openPage('/movies');
    delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
    delete (window as unknown as Record<string, unknown>).__premieresFirstPaint;
    const again = deferredFetch();
    startFirstPaint(document);
    await flush();
    again.answer(ANSWER);
    await flush();
    expect(painted()).not.toBeNull();
    endFirstPaint();
    expect(painted()).toBeNull();
  });

  it('lets the first render wait until the painted pictures were shown', async () => {
    openPage('/movies');
    const api = deferredFetch();
    startFirstPaint(document);
    let settled = false;
    void firstPaintSettled(60_000).then(() => {
      settled = true;
    });
    await flush();
    expect(settled).toBe(false);
    api.answer(ANSWER);
    await flush();
    await flush();
    await flush();
    expect(painted()).not.toBeNull();
    expect(settled).toBe(true);
  });

  it("reads and paints the search page's results for its URL's query, and nothing without one", async () => {
    const api = await startOn('/search?q=%20mission%20');
    expect(api.calls[0]?.[0]).toBe(`${window.location.origin}/api/search?q=mission&page=1&limit=24`);
    api.answer(ANSWER);
    await flush();
    expect(painted()?.querySelector('h1')?.textContent).toBe('Results for “mission”');

    delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
    delete (window as unknown as Record<string, unknown>).__premieresFirstPaint;
    painted()?.remove();
    const none = await startOn('/search');
    expect(none.calls).toHaveLength(0);
    expect(painted()).toBeNull();
  });

  it('paints nothing when the query has changed before the answer', async () => {
    const api = await startOn('/search?q=mission');
    window.history.replaceState(null, '', '/search?q=other');
    api.answer(ANSWER);
    await flush();
    expect(painted()).toBeNull();
  });

  describe("a page whose first read is the member's own (My List)", () => {
    /** Every call answered by the test, in order: the session restore first, then the list. */
    function answeringFetch() {
      const calls: { url: string; init: RequestInit; answer: (status: number, body: unknown) => void }[] = [];
      globalThis.fetch = jest.fn(
        (url: string, init: RequestInit) =>
          new Promise<Response>((resolve) => {
            calls.push({
              url,
              init,
              answer: (status, body) => {
                const response = {
                  ok: status < 300,
                  status,
                  json: async () => body,
                  clone: () => response,
                } as unknown as Response;
                resolve(response);
              },
            });
          }),
      ) as unknown as typeof fetch;
      return calls;
    }
    const session = (id: string) => ({ user: { id }, accessToken: `access-of-${id}` });
    const early = (key: string) =>
      (window as unknown as Record<string, Map<string, EarlyRequest>>)[EARLY_REQUESTS_GLOBAL]?.get(key);
    const listKey = () => `${window.location.origin}/api/me/list kids-token`;

    async function openMyList(member = 'u') {
      openPage('/my-list', 'kids-token', member);
      localStorage.setItem(SESSION_HINT_KEY, '1');
      const calls = answeringFetch();
      startFirstPaint(document);
      await flush();
      return calls;
    }

    it('restores the session as the document arrives, then reads the list with its token and paints it', async () => {
      const calls = await openMyList();
      expect(calls.map((call) => call.url)).toEqual([`${window.location.origin}/api/auth/refresh`]);
      calls[0]?.answer(200, session('u'));
      await flush();
      expect(calls[1]?.url).toBe(`${window.location.origin}/api/me/list`);
      expect(calls[1]?.init.headers).toEqual({
        authorization: 'Bearer access-of-u',
        [VIEWER_PROFILE_HEADER]: 'kids-token',
      });
      calls[1]?.answer(200, { items: [{ movie: { title: 'Saved', thumbnail: '/media/s.svg' } }] });
      await flush();
      expect(painted()?.querySelector('p')?.textContent).toBe('Saved');
      expect(painted()?.querySelector('img')?.getAttribute('src')).toBe('/media/s.svg');
      // The API client takes the same answers: one restore, one read.
      expect((window as unknown as Record<string, unknown>)[EARLY_SESSION_GLOBAL]).toBeDefined();
      await expect(early(listKey())?.response).resolves.toMatchObject({ ok: true });
    });

    it('paints the empty state for an empty list', async () => {
      const calls = await openMyList();
      calls[0]?.answer(200, session('u'));
      await flush();
      calls[1]?.answer(200, { items: [] });
      await flush();
      expect(painted()?.querySelector('.fp-empty')?.textContent).toBe('Your list is empty');
    });

    it("reads nothing when the restored session is another account's, or refused", async () => {
      const other = await openMyList();
      other[0]?.answer(200, session('someone-else'));
      await flush();
      expect(other).toHaveLength(1);
      expect(painted()).toBeNull();
      // The API client then reads as usual: the early read gives way.
      await expect(early(listKey())?.response).rejects.toThrow();

      for (const name of [EARLY_REQUESTS_GLOBAL, EARLY_SESSION_GLOBAL, '__premieresEarlySessionStarted'])
        delete (window as unknown as Record<string, unknown>)[name];
      const refused = await openMyList();
      refused[0]?.answer(401, { statusCode: 401, code: 'SESSION_EXPIRED' });
      await flush();
      expect(refused).toHaveLength(1);
      expect(painted()).toBeNull();
      await expect(early(listKey())?.response).rejects.toThrow();
    });

    it("paints nothing when the list read is refused (an expired viewer profile's token)", async () => {
      const calls = await openMyList();
      calls[0]?.answer(200, session('u'));
      await flush();
      calls[1]?.answer(401, { statusCode: 401 });
      await flush();
      expect(painted()).toBeNull();
      await expect(early(listKey())?.response).rejects.toThrow();
      await expect(firstPaintSettled(60_000)).resolves.toBeUndefined();
    });

    it('starts nothing for a choice another account left, or a browser without a session', async () => {
      const other = await openMyList('another-member');
      expect(other).toHaveLength(0);
      localStorage.removeItem(SESSION_HINT_KEY);
      for (const name of [EARLY_REQUESTS_GLOBAL, '__premieresFirstPaint'])
        delete (window as unknown as Record<string, unknown>)[name];
      openPage('/my-list');
      const none = answeringFetch();
      startFirstPaint(document);
      await flush();
      expect(none).toHaveLength(0);
      expect(painted()).toBeNull();
    });
  });
});
