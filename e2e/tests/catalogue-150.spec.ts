import { type APIRequestContext, expect, test } from './support/test';
import { createTitle, tokenOf } from './support/titles';
import { ADMIN, visit } from './support/walk';

// Issue 12: with 150 more titles (past the old first-100 fetch), every genre row of /movies is
// complete (the server pages it) and every title is reachable from browse (the All titles grid).
// The titles are made through the admin API and deleted again afterwards. While they exist every
// row changes, so the config runs this file in its own project after all the others; to run it
// alone: `npx playwright test tests/catalogue-150.spec.ts --no-deps`.

test.slow();

const GENRES = ['Action', 'Sci-Fi', 'Comedy'] as const;
const made: string[] = [];
let token = '';
const tag = Date.now().toString(36);

async function total(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/movies?limit=1${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

test.beforeAll(async ({ request }) => {
  token = await tokenOf(request, ADMIN);
  const create = async (n: number) => {
    made.push(
      await createTitle(request, token, `Bulk ${tag} ${String(n).padStart(3, '0')}`, {
        genre: GENRES[n % GENRES.length],
        rating: 6,
      }),
    );
  };
  // Ten at a time: quick, and gentle on a shared 2-core machine.
  for (let start = 0; start < 150; start += 10)
    await Promise.all(Array.from({ length: 10 }, (_, i) => create(start + i)));
});

test.afterAll(async ({ request }) => {
  if (made.length === 0) return;
  const response = await request.post('/api/admin/movies/bulk-delete', {
    headers: { authorization: `Bearer ${await tokenOf(request, ADMIN)}` },
    data: { ids: made },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
});

test('every genre row is complete and every title is reachable from browse', async ({ page, request }) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await visit(page, '/movies');

  // Each genre row, scrolled to its end, holds every title of its genre (the server pages it).
  for (const [genre, name] of [
    ['Action', 'Action'],
    ['Sci-Fi', 'Sci-Fi'],
    ['Comedy', 'Comedy'],
  ] as const) {
    const expected = await total(request, `&type=movie&genre=${encodeURIComponent(genre)}`);
    expect(expected).toBeGreaterThan(50);
    const row = page.getByRole('region', { name, exact: true });
    const scroller = row.getByTestId('row-scroller');
    await expect(async () => {
      await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      expect(await row.getByTestId('content-card').count()).toBe(expected);
    }).toPass({ timeout: 30_000 });
  }

  // The All titles grid pages through the whole catalogue.
  const everything = await total(request, '');
  expect(everything).toBeGreaterThan(150);
  const grid = page.getByRole('region', { name: 'All titles' });
  const more = grid.getByRole('button', { name: 'Show more' });
  while (await more.isVisible()) {
    const before = await grid.getByTestId('content-card').count();
    await more.click();
    await expect.poll(() => grid.getByTestId('content-card').count()).toBeGreaterThan(before);
  }
  await expect(grid.getByTestId('content-card')).toHaveCount(everything);
  await expect(grid.getByRole('link', { name: new RegExp(`^Bulk ${tag} `) })).toHaveCount(150);
});
