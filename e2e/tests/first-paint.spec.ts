// The document's first paint of a member page (issue 28): the shell's inline script draws the
// page's first row from its early read before React and the UI kit have run, exactly where the
// React page then draws it, and goes once the page has drawn. Real browser, real API, under the
// page's Content-Security-Policy (support/test.ts fails on any violation).
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from './support/test';

const FIRST_PAINT = '#premieres-first-paint';
/** Seeded: trending, rated A (the kids profile's U/A 7+ ceiling is below it). */
const A_RATED = { title: 'Rann Bhoomi', picture: 'rann-bhoomi.svg' };

const csrf = () => {
  const token = randomBytes(24).toString('base64url');
  return { 'x-csrf-token': token, cookie: `csrf-token=${token}` };
};

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/**
 * A member signed in through the API in this page's context, as a browser that chose a viewer
 * profile keeps it (the session hint and the choice in localStorage); `kids` makes and chooses a
 * kids profile (U/A 7+). Answers the chosen profile's token.
 */
async function memberWithProfile(page: Page, kids: boolean): Promise<string> {
  return (await memberSession(page, kids)).viewer;
}

/** memberWithProfile's member, with its access token (for setting up its lists). */
async function memberSession(page: Page, kids: boolean): Promise<{ viewer: string; access: string }> {
  const email = `first-paint-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;
  const password = 'Chai&Biscuit2025!';
  await ok(
    await page.request.post('/api/auth/signup', { data: { fullName: 'First Paint', email, password } }),
  );
  const session = await ok<{ accessToken: string; user: { id: string } }>(
    await page.request.post('/api/auth/signin', { data: { email, password }, headers: csrf() }),
  );
  const auth = { authorization: `Bearer ${session.accessToken}` };
  const profile = kids
    ? await ok<{ id: string }>(
        await page.request.post('/api/viewer-profiles', {
          headers: auth,
          data: { name: 'Chhotu', kids: true, avatar: 'kite' },
        }),
      )
    : ((
        await ok<{ items: { id: string }[] }>(
          await page.request.get('/api/viewer-profiles', { headers: auth }),
        )
      ).items[0] as { id: string });
  const selection = await ok<{ profile: unknown; token: string }>(
    await page.request.post(`/api/viewer-profiles/${profile.id}/select`, { headers: auth, data: {} }),
  );
  // The session hint, the member this browser saw (auth-store's snapshot) and the choice.
  await page.addInitScript(
    ([member, choice]) => {
      localStorage.setItem('premieres-session', '1');
      localStorage.setItem('premieres.member', member as string);
      localStorage.setItem('premieres-viewer', choice as string);
    },
    [
      JSON.stringify({ ...session.user, email: '' }),
      JSON.stringify({ userId: session.user.id, ...selection }),
    ],
  );
  return { viewer: selection.token, access: session.accessToken };
}

/** Holds the app's framework script until `release()`: the first paint is then all there is. */
async function holdTheApp(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/framework\.[0-9a-f]+\.js$/, (route) => {
    if (released) void route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * The boxes of the page's title, its first row's heading and the posters of its first cards (with
 * their titles), in the painted layer or the app's page: `cards` selects a card or its picture.
 */
async function boxesOf(
  page: Page,
  root: string,
  cards = 'section img',
  count = 3,
): Promise<{ h1: Box; h2: Box; posters: Box[]; titles: string[] }> {
  return page.evaluate(
    ({ selector, cards, count }) => {
      const box = (element: Element | null) => {
        const rect = element?.getBoundingClientRect();
        return rect
          ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height }
          : { x: -1, y: -1, width: 0, height: 0 };
      };
      const scope = document.querySelector(selector);
      const first = [...(scope?.querySelectorAll(cards) ?? [])].slice(0, count);
      return {
        h1: box(scope?.querySelector('h1') ?? null),
        h2: box(scope?.querySelector('section h2') ?? null),
        posters: first.map((card) => box(card.matches('img') ? card : card.querySelector('img'))),
        titles: first.map((card) => card.querySelector('p')?.textContent ?? ''),
      };
    },
    { selector: root, cards, count },
  );
}

/** Within 1 px on every side. */
function expectBoxNear(a: Box, b: Box) {
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(a[key] - b[key]), key).toBeLessThanOrEqual(1);
}

function expectSameBoxes(painted: { h1: Box; h2: Box; posters: Box[] }, drawn: typeof painted) {
  expectBoxNear(painted.h1, drawn.h1);
  expectBoxNear(painted.h2, drawn.h2);
  expect(painted.posters.length).toBeGreaterThan(0);
  for (const [index, poster] of painted.posters.entries()) expectBoxNear(poster, drawn.posters[index] as Box);
}

/** Collects the page's layout shifts (not after input) into window.__shifts, from its start. */
function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1366, height: 768 },
]) {
  test(`/movies paints its first row before the app runs, where the app then draws it (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await memberWithProfile(page, false);
    await recordLayoutShifts(page);
    const release = await holdTheApp(page);
    await page.goto('/movies', { waitUntil: 'commit' });

    // Painted with the app's code held back: #root is still empty.
    const painted = page.locator(FIRST_PAINT);
    await expect(painted.locator('section img').first()).toBeVisible();
    await expect(painted.locator('h1')).toHaveText('Movies');
    expect(await page.locator('#root > *').count()).toBe(0);
    // A picture of the page, never the page: hidden from assistive technology, not focusable.
    await expect(painted).toHaveAttribute('aria-hidden', 'true');
    await expect(painted).toHaveAttribute('inert', '');
    await expect(painted.locator('section img').first()).toHaveJSProperty('complete', true);
    const paintedBoxes = await boxesOf(page, FIRST_PAINT);
    const paintedTitles = await painted.locator('section p').allTextContents();
    const paintedHeading = await painted.locator('section h2').textContent();

    // The app runs, draws the same row in the same place, and the first paint goes.
    await release();
    const row = page.locator('#root section[aria-label]').first();
    await expect(row.getByTestId('content-card').first()).toBeVisible();
    await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
    expectSameBoxes(paintedBoxes, await boxesOf(page, '#root main'));
    await expect(row.locator('h2')).toHaveText(paintedHeading ?? '');
    expect((await row.locator('.bc-title').allTextContents()).slice(0, 3)).toEqual(paintedTitles.slice(0, 3));
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.01);
  });
}

test("/movies asks for its first read before any of the app's code, which follows at once", async ({
  page,
}) => {
  // Over HTTP/1.1 (six connections per host) the code preloaded in the head took the connections,
  // and the read, then its pictures, waited for one: the gateway holds the hints until the read goes.
  await memberWithProfile(page, false);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/movies');
  await expect(page.locator('#root section[aria-label]').first()).toBeVisible();
  const firstRead = asked.indexOf('/api/movies');
  const firstPreloaded = asked.findIndex((path) => /^\/(framework|remotes\/mfe-browse\/)/.test(path));
  expect(firstRead, asked.join('\n')).toBeGreaterThan(-1);
  expect(firstRead, asked.join('\n')).toBeLessThan(firstPreloaded);
  // The hints were released into the head, and the page's code came from them.
  await expect(page.locator('head link[rel="preload"][as="script"][href*="framework"]')).toHaveCount(1);
  await expect(page.locator('template#premieres-start-hints')).toHaveCount(0);
});

test('a kids profile never gets a first paint above its ceiling', async ({ page }) => {
  const token = await memberWithProfile(page, true);
  // What the profile may see: its own scoped read of the row the page paints first.
  const scoped = await ok<{ items: { title: string }[] }>(
    await page.request.get('/api/movies?section=movies-trending&page=1&limit=20', {
      headers: { 'x-viewer-profile': token },
    }),
  );
  const allowed = new Set(scoped.items.map((item) => item.title));
  expect(allowed.has(A_RATED.title)).toBe(false);
  const release = await holdTheApp(page);
  await page.goto('/movies', { waitUntil: 'commit' });
  const painted = page.locator(FIRST_PAINT);
  await expect(painted.locator('section img').first()).toBeVisible();
  const titles = await painted.locator('section p').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(allowed.has(title), title).toBe(true);
  await expect(painted.locator(`img[src*="${A_RATED.picture}"]`)).toHaveCount(0);
  await release();
  await expect(page.locator('#root').getByTestId('content-card').first()).toBeVisible();
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
});

test('nothing is painted before a viewer profile is chosen, and the first paint goes on leaving the page', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  // No choice stored: the app asks "Who's watching?" first, so nothing may show before it.
  await page.goto('/movies', { waitUntil: 'commit' });
  await page.waitForResponse(/\/api\/movies\?section=movies-trending/);
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  await release();

  // A painted page left before the app has drawn it: the first paint goes with the navigation.
  await memberWithProfile(page, false);
  const releaseAgain = await holdTheApp(page);
  await page.goto('/premieres', { waitUntil: 'commit' });
  await expect(page.locator(FIRST_PAINT).locator('section img').first()).toBeVisible();
  await page.evaluate(() => window.history.pushState(null, '', '/movies'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  await releaseAgain();
});

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1366, height: 768 },
]) {
  test(`a title's page paints its hero before the app runs, where the app then draws it (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await memberWithProfile(page, false);
    const release = await holdTheApp(page);
    await page.goto('/content/2', { waitUntil: 'commit' });
    const painted = page.locator(FIRST_PAINT);
    await expect(painted.locator('img')).toHaveJSProperty('complete', true);
    expect(await page.locator('#root > *').count()).toBe(0);
    const heroOf = (backdrop: string, heading: string) =>
      page.evaluate(
        ([image, title]) => {
          const box = (element: Element | null | undefined) => {
            const rect = element?.getBoundingClientRect();
            return rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round) : null;
          };
          const picture = document.querySelector(image as string);
          return {
            hero: box(picture?.parentElement),
            title: box(document.querySelector(title as string)),
            src: picture?.getAttribute('src'),
          };
        },
        [backdrop, heading],
      );
    const before = await heroOf(`${FIRST_PAINT} img`, `${FIRST_PAINT} h1`);
    await release();
    await expect(page.locator('#root main h1')).toBeVisible();
    await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
    const after = await heroOf('#root [data-testid="hero-backdrop"]', '#root main h1');
    // The same picture and heading in the same places; the hero as high as the page's at its
    // least (60vh, 70vh from md): a page whose hero text runs longer grows it once drawn.
    expect(before.src).toBe(after.src);
    expect(before.title).toEqual(after.title);
    expect(before.hero?.slice(0, 3)).toEqual(after.hero?.slice(0, 3));
    const least = Math.round(viewport.height * (viewport.width >= 768 ? 0.7 : 0.6));
    expect(before.hero?.[3]).toBe(least);
    expect(after.hero?.[3]).toBeGreaterThanOrEqual(least);
  });
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1366, height: 768 },
]) {
  test(`/dashboard paints its hero and first row before the app runs, where the app then draws them (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await memberWithProfile(page, false);
    const release = await holdTheApp(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const painted = page.locator(FIRST_PAINT);
    await expect(painted.locator('section img').first()).toHaveJSProperty('complete', true);
    const boxes = (scope: string) =>
      page.evaluate((selector) => {
        const box = (element: Element | null | undefined) => {
          const rect = element?.getBoundingClientRect();
          return rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round) : null;
        };
        const root = document.querySelector(selector);
        const row = root?.querySelector('section');
        return {
          hero: box(root?.querySelector('h2')),
          heading: box(row?.querySelector('h2')),
          posters: [...(row?.querySelectorAll('img') ?? [])].slice(0, 3).map(box),
        };
      }, scope);
    const before = await boxes(FIRST_PAINT);
    await release();
    await expect(page.locator('#root section[aria-label]').getByTestId('content-card').first()).toBeVisible();
    await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
    expect(before.posters.length).toBeGreaterThan(0);
    expect(before).toEqual(await boxes('#root main'));
  });
}

/** A search result card, painted or drawn by the app. */
const SEARCH_CARD = '.fp-card, [data-testid="content-card"]';

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1366, height: 768 },
]) {
  test(`/search?q= paints its title and first results before the app runs, where the app then draws them (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await memberWithProfile(page, false);
    await recordLayoutShifts(page);
    const release = await holdTheApp(page);
    await page.goto('/search?q=mission', { waitUntil: 'commit' });

    const painted = page.locator(FIRST_PAINT);
    await expect(painted.locator('img').first()).toHaveJSProperty('complete', true);
    await expect(painted.locator('h1')).toHaveText('Results for “mission”');
    expect(await page.locator('#root > *').count()).toBe(0);
    // A picture of the search box, never a field: nothing in it takes focus or input.
    await expect(painted).toHaveAttribute('aria-hidden', 'true');
    await expect(painted).toHaveAttribute('inert', '');
    await expect(painted.locator('input, textarea, button, a, [tabindex], [contenteditable]')).toHaveCount(0);
    await expect(painted.locator('.fp-sinput')).toHaveText('mission');
    const before = await boxesOf(page, FIRST_PAINT, SEARCH_CARD, 4);
    expect(before.posters.length).toBeGreaterThan(0);

    await release();
    const results = page.getByTestId('search-results');
    await expect(results.getByTestId('content-card').first()).toBeVisible();
    await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
    const after = await boxesOf(page, '#root main', SEARCH_CARD, 4);
    expectBoxNear(before.h1, after.h1);
    for (const [index, poster] of before.posters.entries())
      expectBoxNear(poster, after.posters[index] as Box);
    expect(after.titles.slice(0, before.titles.length)).toEqual(before.titles);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.01);

    // The member types into the page's own box.
    const box = page.getByTestId('search-page-input');
    await box.fill('gaganyaan');
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/\/search\?q=gaganyaan$/);
  });
}

test('/search paints nothing before a viewer profile is chosen, nor without a query', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/search?q=mission', { waitUntil: 'commit' });
  await page.waitForResponse(/\/api\/search\?q=mission/);
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  await release();

  await memberWithProfile(page, false);
  const releaseAgain = await holdTheApp(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/search')) reads.push(request.url());
  });
  await page.goto('/search', { waitUntil: 'commit' });
  await releaseAgain();
  await expect(page.getByTestId('search-page-input')).toBeVisible();
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  expect(reads).toEqual([]);
});

/** My List's boxes: its title, and the empty state's heading and text or the first row's. */
async function myListBoxes(page: Page, root: string) {
  return page.evaluate((selector) => {
    const box = (element: Element | null | undefined) => {
      const rect = element?.getBoundingClientRect();
      return rect ? [rect.x, rect.y, rect.width, rect.height] : null;
    };
    const scope = document.querySelector(selector);
    return {
      h1: box(scope?.querySelector('h1')),
      h2: box(scope?.querySelector('h2')),
      text: box(scope?.querySelector('h2 + p')),
      // The first row's.
      posters: [...(scope?.querySelector('section')?.querySelectorAll('img') ?? [])].slice(0, 3).map(box),
    };
  }, root);
}

function expectNear(before: Awaited<ReturnType<typeof myListBoxes>>, after: typeof before) {
  for (const key of ['h1', 'h2', 'text'] as const) {
    expect(before[key] === null, key).toBe(after[key] === null);
    for (const [index, value] of (before[key] ?? []).entries())
      expect(Math.abs(value - (after[key]?.[index] ?? -99)), key).toBeLessThanOrEqual(1);
  }
  expect(before.posters.length).toBe(after.posters.length);
  for (const [index, poster] of before.posters.entries())
    for (const [side, value] of (poster ?? []).entries())
      expect(Math.abs(value - (after.posters[index]?.[side] ?? -99))).toBeLessThanOrEqual(1);
}

async function watchShiftsAndErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await recordLayoutShifts(page);
  return errors;
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1366, height: 768 },
]) {
  for (const listed of [false, true]) {
    test(`/my-list paints the member's ${listed ? 'list' : 'empty list'} from its own read before the app runs, where the app then draws it (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const member = await memberSession(page, false);
      if (listed) {
        for (const id of ['2', '1']) {
          const added = await page.request.put(`/api/me/list/${id}`, {
            headers: { authorization: `Bearer ${member.access}`, 'x-viewer-profile': member.viewer },
          });
          expect(added.ok(), await added.text()).toBe(true);
        }
      }
      const errors = await watchShiftsAndErrors(page);
      const release = await holdTheApp(page);
      await page.goto('/my-list', { waitUntil: 'commit' });

      const painted = page.locator(FIRST_PAINT);
      await expect(painted.locator('h1')).toHaveText('My List');
      if (listed) {
        await expect(painted.locator('section img').first()).toHaveJSProperty('complete', true);
        await expect(painted.locator('section h2')).toHaveText('Recently Added');
      } else
        await expect(painted.locator('h2 + p')).toHaveText(
          'Add movies and premieres to your list to watch later.',
        );
      expect(await page.locator('#root > *').count()).toBe(0);
      await expect(painted).toHaveAttribute('aria-hidden', 'true');
      await expect(painted).toHaveAttribute('inert', '');
      const before = await myListBoxes(page, FIRST_PAINT);
      const paintedTitles = await painted.locator('section p').allTextContents();

      await release();
      if (listed) await expect(page.locator('#root').getByTestId('content-card').first()).toBeVisible();
      else await expect(page.locator('#root main h2')).toBeVisible();
      await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
      expectNear(before, await myListBoxes(page, '#root main'));
      if (listed) {
        const drawn = await page
          .locator('#root section[aria-label]')
          .first()
          .locator('.bc-title')
          .allTextContents();
        expect(drawn.slice(0, paintedTitles.length)).toEqual(paintedTitles);
        expect(paintedTitles.length).toBe(2);
      }
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.01);
      expect(errors).toEqual([]);
    });
  }
}

test.describe('three visits in one browser', () => {
  // The service worker would serve the app's files to the later visits, past holdTheApp.
  test.use({ serviceWorkers: 'block' });

  test("/my-list paints nothing from a list kept past sign-out, another account's choice, or without a member", async ({
    page,
  }) => {
    const errors = await watchShiftsAndErrors(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/me/list')) reads.push(request.url());
    });
    // No member, no choice: nothing to read or paint.
    const releaseFirst = await holdTheApp(page);
    await page.goto('/my-list', { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.now() > 1500);
    await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
    await releaseFirst();
    await expect(page).toHaveURL(/\/auth/);
    expect(reads).toEqual([]);

    await memberSession(page, false);
    // Signed out (the refresh cookie revoked) while this browser kept the member and its choice.
    const out = await page.request.post('/api/auth/signout', { headers: csrf() });
    expect(out.ok(), await out.text()).toBe(true);
    const release = await holdTheApp(page);
    await page.goto('/my-list', { waitUntil: 'commit' });
    const restore = await page.waitForResponse(/\/api\/auth\/refresh/);
    expect(restore.status()).toBe(401);
    await release();
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
    expect(reads).toEqual([]);

    // Another account signed in on this browser since: the kept choice is not its own, so the
    // document reads nothing of it (the app then goes its usual way for that account).
    const email = `first-paint-other-${Date.now().toString(36)}@example.in`;
    const password = 'Chai&Biscuit2025!';
    await ok(await page.request.post('/api/auth/signup', { data: { fullName: 'Other', email, password } }));
    await ok(await page.request.post('/api/auth/signin', { data: { email, password }, headers: csrf() }));
    const releaseAgain = await holdTheApp(page);
    await page.goto('/my-list', { waitUntil: 'commit' });
    await expect((await page.waitForResponse(/\/api\/auth\/refresh/)).ok()).toBe(true);
    // Long enough for a read the document would have sent at once.
    await page.waitForFunction(() => performance.now() > 1500);
    expect(reads).toEqual([]);
    await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
    await releaseAgain();
    await expect(page.locator('#root main')).toBeVisible();
    await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
