// Issue 27: the installable app and its service worker. After one online visit the app opens with
// no network (a known member on the downloads, anyone else on the offline start page); sign-out
// leaves no download or key behind; a release whose offline files are not all fetched never
// becomes the one an offline start reads.
import type { Page } from '@playwright/test';
import { signInThroughApi } from './support/pages';
import { createSubscriber, PASSWORD, uniqueEmail } from './support/subscriber';
import { expect, test } from './support/test';

// The contract's names (shared/contracts/src/downloads/constants.ts) and the worker's caches.
const DOWNLOADS = 'premieres-downloads';
const RELEASES = 'premieres-releases';
const OFFLINE_MANIFEST = '/remotes.json?copy=offline';

/** Asks the worker to prepare the current release for offline use and waits until it has tried. */
function prepared(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(true);
        navigator.serviceWorker.controller?.postMessage({ type: 'prepare-offline' }, [channel.port2]);
      }),
  );
}

/** Waits until the worker controls the page and holds a release it can start offline. */
async function offlineReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await prepared(page);
  const ready = await page.evaluate(
    async ([cache, key]) => (await (await caches.open(cache)).match(key)) !== undefined,
    [RELEASES, OFFLINE_MANIFEST] as const,
  );
  expect(ready, 'the worker holds a release to start offline').toBe(true);
}

async function signedInMember(page: Page, plan: 'standard' | 'basic' = 'standard'): Promise<void> {
  const email = uniqueEmail('offline');
  await createSubscriber(page.request, email, plan);
  await signInThroughApi(page, { email, password: PASSWORD });
}

test('the web manifest is linked, installable and served fresh', async ({ page }) => {
  await page.goto('/movies');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get('/manifest.webmanifest');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as {
    display: string;
    start_url: string;
    icons: { sizes: string; purpose: string; src: string }[];
  };
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/');
  for (const size of ['192x192', '512x512'])
    expect(manifest.icons.some((icon) => icon.sizes === size)).toBe(true);
  const maskable = manifest.icons.find((icon) => icon.purpose === 'maskable');
  expect(maskable).toBeTruthy();
  expect((await page.request.get(maskable?.src ?? '')).headers()['content-type']).toBe('image/png');
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  // The landing document links it too.
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('after one online visit a member opens the app offline, from any page, on the downloads', async ({
  page,
  context,
}, testInfo) => {
  await signedInMember(page);
  await page.goto('/movies');
  await expect(page.getByTestId('header-logo')).toBeVisible();
  await offlineReady(page);

  await context.setOffline(true);
  const started = Date.now();
  await page.reload();
  await expect(page).toHaveURL(/\/downloads$/);
  await expect(page.getByTestId('downloads-page')).toBeVisible();
  const shown = Date.now() - started;
  await expect(page.getByRole('banner').getByTestId('header-offline')).toBeVisible();
  testInfo.annotations.push({
    type: 'offline start',
    description: `${shown} ms from reload to the downloads page`,
  });
  console.log(`[offline] reload to the downloads page with no network: ${shown} ms`);

  // '/' (online: the prerendered landing) opens the app on the downloads too.
  await page.goto('/');
  await expect(page).toHaveURL(/\/downloads$/);
  await expect(page.getByTestId('downloads-page')).toBeVisible();

  // Back online: the session is restored and the offline state goes.
  await context.setOffline(false);
  await page.goto('/movies');
  await expect(page).toHaveURL(/\/movies$/);
  await expect(page.getByRole('banner').getByTestId('header-offline')).toHaveCount(0);
});

test('someone never signed in on this device gets the offline start page', async ({ page, context }) => {
  await page.goto('/movies');
  await expect(page.getByTestId('header-logo')).toBeVisible();
  await offlineReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-start')).toBeVisible();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
});

test('the API and media never reach the worker (its static routes)', async ({ page }) => {
  // Chromium lost sendBeacon (field data) sent on pagehide while it waited on the worker.
  await page.goto('/movies');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  const routedBy = await page.evaluate(async () => {
    performance.clearResourceTimings();
    for (const url of ['/api/catalogue/languages', '/media/none.m3u8', '/remotes.json']) {
      await (await fetch(url)).arrayBuffer();
    }
    // The entry is added after the body, on a later task.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return performance
      .getEntriesByType('resource')
      .map((entry) => [
        new URL(entry.name).pathname,
        (entry as PerformanceResourceTiming & { workerMatchedSourceType?: string }).workerMatchedSourceType,
      ]);
  });
  expect(Object.fromEntries(routedBy)).toEqual({
    '/api/catalogue/languages': 'network',
    '/media/none.m3u8': 'network',
    // The worker's own routes still answer what it keeps.
    '/remotes.json': '',
  });
});

test('sign-out leaves no key and no media in Cache Storage or IndexedDB', async ({ page }) => {
  await signedInMember(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  // What the download manager stores (contract names): a licence with a non-extractable key, an
  // offline position, and a media file.
  await page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore('licences', { keyPath: 'id' });
        request.result.createObjectStore('progress', { keyPath: 'id' });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const key = await crypto.subtle.importKey('raw', new Uint8Array(16), 'AES-CBC', false, ['decrypt']);
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction(['licences', 'progress'], 'readwrite');
      transaction.objectStore('licences').put({ id: 'l1', key });
      transaction.objectStore('progress').put({ id: 'l1', seconds: 42 });
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
    });
    // Left open, as a page using it would: sign-out must still get rid of it.
    db.onversionchange = () => db.close();
    const media = await caches.open(name);
    await media.put('/offline/l1/segment0.ts', new Response(new Uint8Array(1024)));
  }, DOWNLOADS);
  const stored = () =>
    page.evaluate(async (name) => {
      const databases = (await indexedDB.databases()).map((db) => db.name);
      return {
        database: databases.includes(name),
        cache: await caches.has(name),
        member: localStorage.getItem('premieres.member') !== null,
      };
    }, DOWNLOADS);
  expect(await stored()).toEqual({ database: true, cache: true, member: true });

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(stored).toEqual({ database: false, cache: false, member: false });
});

test('a release whose offline files could not all be fetched never becomes the offline one', async ({
  page,
  context,
}) => {
  await signedInMember(page);
  await page.goto('/movies');
  await offlineReady(page);
  const offlineCopy = () =>
    page.evaluate(
      async ([cache, key]) => {
        const copy = await (await caches.open(cache)).match(key);
        return copy ? ((await copy.json()) as Record<string, { entry?: string; version?: string }>) : null;
      },
      [RELEASES, OFFLINE_MANIFEST] as const,
    );
  const before = await offlineCopy();
  const browse = before?.['mfe-browse'];
  expect(browse?.entry).toBeTruthy();

  // A new release of browse at a folder whose files are not there (yet): the worker reads the new
  // manifest (context routes reach the worker's own requests) but cannot fetch that release.
  const next = JSON.stringify({
    ...before,
    'mfe-browse': { ...browse, version: '99.0.0', entry: '/remotes/mfe-browse/99.0.0/mf-manifest.json' },
  });
  await context.route('**/remotes.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: next }),
  );
  await page.reload();
  const listed = await page.evaluate(() => fetch('/remotes.json').then((response) => response.json()));
  expect(listed['mfe-browse'].version).toBe('99.0.0');
  await prepared(page);
  expect(await offlineCopy()).toEqual(before);

  // Offline, the app starts from the complete release: browse's files are that release's own.
  await context.unroute('**/remotes.json');
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/downloads$/);
  await expect(page.getByTestId('downloads-page')).toBeVisible();
});
