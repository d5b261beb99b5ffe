import { expect, test } from '@playwright/test';
import { csrfHeaders } from './support/csrf';
import { open } from './support/pages';

// Field data (issue 12): a real page view reports its vitals when the page goes away, per route
// pattern, and the admin's figures include them.
const ADMIN = { email: 'admin@premieres.in', password: 'Admin#Premieres2025' };

test('a visit to a detail page reports its LCP under /content/:id; staff read the p75', async ({
  page,
  request,
}) => {
  const signIn = await request.post('/api/auth/signin', { data: ADMIN, headers: csrfHeaders() });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  /** Samples of /content/:id's LCP stored so far (other tests' visits count too). */
  const detailLcpSamples = async () => {
    const summary = await request.get('/api/admin/analytics/vitals', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const { items } = (await summary.json()) as {
      items: { route: string; metric: string; samples: number }[];
    };
    return items.find((item) => item.route === '/content/:id' && item.metric === 'LCP')?.samples ?? 0;
  };
  const before = await detailLcpSamples();

  await open(page, '/content/2');
  await expect(page.locator('main h1')).toBeVisible();
  // The reporter loads web-vitals when the page is idle after load; leaving sends the batch.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => e.name.includes('web-vitals')),
  );
  await page.goto('about:blank');
  // Other journeys visit detail pages at the same time: at least this visit is counted.
  await expect.poll(detailLcpSamples, { timeout: 30_000 }).toBeGreaterThan(before);
});
