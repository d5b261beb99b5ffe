import { csrfHeaders } from './support/csrf';
import { open } from './support/pages';
import { expect, test } from './support/test';

// Field data (issue 12): a real page view reports its vitals when the page goes away, per route
// pattern, and the admin's figures include them.
const ADMIN = { email: 'admin@premieres.in', password: 'Admin#Premieres2025' };

// A detail page in the shell, and the landing document (its islands bundle reports like the shell).
for (const { path, route, heading, release } of [
  // The shell names the release that served the route (issue 28): browse's version.
  { path: '/content/2', route: '/content/:id', heading: 'main h1', release: /^mfe-browse@\d/ },
  { path: '/', route: '/', heading: 'h1', release: null },
]) {
  test(`a visit to ${path} reports its LCP under ${route}; staff read the p75`, async ({ page, request }) => {
    const signIn = await request.post('/api/auth/signin', { data: ADMIN, headers: csrfHeaders() });
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    /** Samples of the route's LCP stored so far (other tests' visits count too). */
    const lcpSamples = async () => {
      const summary = await request.get('/api/admin/analytics/vitals', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const { items } = (await summary.json()) as {
        items: { route: string; metric: string; samples: number }[];
      };
      return items.find((item) => item.route === route && item.metric === 'LCP')?.samples ?? 0;
    };
    /** The releases staff see for the route (per release p75, issue 28). */
    const releases = async () => {
      const summary = await request.get('/api/admin/analytics/vitals', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const body = (await summary.json()) as { releases: { route: string; release: string }[] };
      return body.releases.filter((item) => item.route === route).map((item) => item.release);
    };
    const before = await lcpSamples();

    await open(page, path);
    await expect(page.locator(heading).first()).toBeVisible();
    // The reporter loads web-vitals when the page is idle after load; leaving sends the batch.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('web-vitals')),
    );
    // Downloaded is not yet listening: the chunk runs, then the reporter subscribes to LCP; the
    // browser's next idle moment comes after both.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
    await page.goto('about:blank');
    // Other journeys visit these pages at the same time: at least this visit is counted.
    await expect.poll(lcpSamples, { timeout: 30_000 }).toBeGreaterThan(before);
    if (release) expect(await releases()).toContainEqual(expect.stringMatching(release));
  });
}
