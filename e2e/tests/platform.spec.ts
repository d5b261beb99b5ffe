import { open } from './support/pages';
import { expect, type Request, test } from './support/test';

// The platform: routing to remotes, lazy loading, a dead remote's fallback, the 404 page and the
// shared auth store, through the production build served by `npm start`.

const OTHER_REMOTES = ['mfe-admin', 'mfe-browse', 'mfe-player', 'mfe-account'];
const remoteOf = (request: Request) => new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\//)?.[1];

test('an unknown path shows the 404 page, logs the path, and links home', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await open(page, '/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(logged.some((line) => line.includes('404') && line.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unlimited movies, premieres and more');
});

test('a help article link has no route: 404', async ({ page }) => {
  await open(page, '/help/how-to-reset-your-password');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});

test('on / only the landing remote is fetched', async ({ page }) => {
  const remotes = new Set<string>();
  page.on('request', (request) => {
    const remote = remoteOf(request);
    if (remote) remotes.add(remote);
  });
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(remotes.has('mfe-landing')).toBe(true);
  for (const other of OTHER_REMOTES) expect(remotes.has(other), `${other} was fetched on /`).toBe(false);
});

test('on /admin only the admin remote is fetched', async ({ page }) => {
  const remotes = new Set<string>();
  page.on('request', (request) => {
    const remote = remoteOf(request);
    if (remote) remotes.add(remote);
  });
  await open(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Admin panel' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...remotes]).toEqual(['mfe-admin']);
});

test.describe('with no service worker', () => {
  // page.route() does not see what a service worker fetches (Playwright), and the worker (issue 27)
  // would answer a dead remote from its offline copy: this journey is about the shell's fallback.
  test.use({ serviceWorkers: 'block' });

  test('a remote whose manifest is dead shows a fallback with Retry; the header keeps working; Retry recovers', async ({
    page,
  }) => {
    // Matches the gateway's /remotes/mfe-browse/ and a versioned deploy's /remotes/mfe-browse/<version>/.
    const manifest = /\/remotes\/mfe-browse\/(.+\/)?mf-manifest\.json$/;
    await page.route(manifest, (route) => route.abort('connectionrefused'));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await open(page, '/movies');
    const fallback = page.getByTestId('remote-unavailable');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(errors.some((line) => line.includes('mfe-browse'))).toBe(true);

    // The header is the shell's own: it works while browse is down, and other remotes still load.
    const header = page.getByRole('banner');
    await expect(header.getByTestId('header-logo')).toBeVisible();
    await header.getByRole('button', { name: 'Open search' }).click();
    await header.getByRole('searchbox').fill('Dune');
    await header.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Dune$/);
    await header.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    await page.goBack();
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();

    // The remote comes back: Retry loads it without a reload.
    await page.unroute(manifest);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    await expect(page.locator('main h1').first()).toBeVisible();
  });
});

test('the shell and a remote share one auth store instance', async ({ page }) => {
  const email = `platform-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
  // The API sets the refresh cookie in this browser context; the shell restores the session from
  // it (a refresh) into its store, and the admin remote renders what it reads from its store.
  const signup = await page.request.post('/api/auth/signup', {
    data: { fullName: 'Platform Tester', email, password: 'Chai&Biscuit2025!' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  await page.addInitScript(() => localStorage.setItem('premieres-session', '1'));
  await open(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByTestId('admin-current-user')).toContainText(email);

  // And the federation registry: one loaded copy of each singleton, the shell's, used by both.
  const shared = await page.evaluate(() => {
    type Info = { from: string; loaded?: boolean; useIn: string[] };
    const registry = (
      globalThis as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Info>>>> };
      }
    ).__FEDERATION__?.__SHARE__;
    const loaded: Record<string, { from: string; useIn: string[] }[]> = {};
    for (const scopes of Object.values(registry ?? {}))
      for (const packages of Object.values(scopes))
        for (const [name, versions] of Object.entries(packages))
          for (const info of Object.values(versions))
            if (info.loaded) {
              const seen = loaded[name] ?? [];
              if (!seen.some((s) => s.from === info.from)) seen.push({ from: info.from, useIn: info.useIn });
              loaded[name] = seen;
            }
    return loaded;
  });
  expect(shared['@premieres/auth-store']).toEqual([
    { from: 'shell', useIn: expect.arrayContaining(['shell', 'mfe-admin']) },
  ]);
  for (const [name, providers] of Object.entries(shared)) expect(providers, name).toHaveLength(1);
});

test('the API unreachable shows an offline banner that clears by itself once it answers again', async ({
  page,
}) => {
  // Every API call fails as a dead server's would; remotes and static files still load.
  const api = /\/api\//;
  await page.route(api, (route) => route.abort('connectionrefused'));
  await open(page, '/movies');
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("You're offline.");
  // The shell and its header keep working meanwhile.
  await expect(page.getByRole('banner').getByTestId('header-logo')).toBeVisible();

  // The API is back: the banner's own /api/ready poll notices, with no reload or click.
  await page.unroute(api);
  await expect(banner).toHaveCount(0, { timeout: 15_000 });
});
