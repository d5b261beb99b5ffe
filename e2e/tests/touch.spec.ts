import { layoutFaults } from './support/layout';
import { devices, expect, test } from './support/test';
import { newSubscriber, signedInContext, visit } from './support/walk';

// Issue 12 on touch screens: a tap on a poster opens the title and never toggles My List; the
// card's actions are visible controls of 44 px. And rows (any pointer): the left arrow is hidden
// at the start of a row, and each arrow step scrolls 400 px (spec §9).

const PHONE = {
  viewport: devices['Pixel 7'].viewport,
  userAgent: devices['Pixel 7'].userAgent,
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
};

test('on a phone a tap on a poster opens the title; the card actions are visible controls', async ({
  browser,
}) => {
  const member = await newSubscriber(browser, 'touch');
  const page = await signedInContext(browser, member, PHONE);
  expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
  await visit(page, '/movies');

  const card = page.getByTestId('content-card').first();
  const link = card.getByRole('link');
  const title = (await link.textContent())?.trim() ?? '';
  const addButton = card.getByRole('button', { name: `Add ${title} to My List` });
  // Explicit, visible controls of tap size; nothing from the card's details over the poster.
  await expect(addButton).toBeVisible();
  expect(await layoutFaults(page, { tapTargets: true })).toEqual([]);

  // Every point of the poster belongs to the link: no invisible control sits over it.
  const strays = await link.locator('img').evaluate((image) => {
    const box = image.getBoundingClientRect();
    const anchor = image.closest('a');
    const found: string[] = [];
    for (let y = box.top + 2; y < box.bottom; y += 8)
      for (let x = box.left + 2; x < box.right; x += 8) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !anchor?.contains(hit))
          found.push(`${hit.tagName} ${hit.getAttribute('aria-label') ?? ''}`);
      }
    return [...new Set(found)];
  });
  expect(strays).toEqual([]);

  // Tap the lower part of the poster (where the hover buttons sit on a desktop).
  const poster = link.locator('img');
  const box = await poster.boundingBox();
  if (!box) throw new Error('poster has no box');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height - 12);
  await expect(page).toHaveURL(/\/content\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to List' })).toBeVisible();
  const list = await page.request.get('/api/library');
  if (list.ok()) expect(JSON.stringify(await list.json())).not.toContain(`"${title}"`);
  await page.goBack();

  // The explicit control does toggle My List.
  await page
    .getByTestId('content-card')
    .first()
    .getByRole('button', { name: `Add ${title} to My List` })
    .tap();
  await expect(
    page
      .getByTestId('content-card')
      .first()
      .getByRole('button', { name: `Remove ${title} from My List` }),
  ).toBeVisible();
  await page.context().close();
});

test('a row hides its left arrow at the start and scrolls 400 px per step', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/movies');
  // A row with at least two steps of room to scroll.
  const rows = page.getByRole('region').filter({ has: page.getByTestId('row-scroller') });
  const room = await rows
    .getByTestId('row-scroller')
    .evaluateAll((scrollers) => scrollers.map((element) => element.scrollWidth - element.clientWidth));
  const index = room.findIndex((px) => px >= 800);
  expect(index, `room per row: ${room.join(', ')}`).toBeGreaterThanOrEqual(0);
  const region = rows.nth(index);
  const scroller = region.getByTestId('row-scroller');
  const name = await region.getAttribute('aria-label');
  const left = region.getByRole('button', { name: `Scroll ${name} left` });
  await expect(left).toHaveCount(0);

  await region.hover();
  await region.getByRole('button', { name: `Scroll ${name} right` }).click();
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(400);
  await left.click();
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(0);
  await expect(left).toHaveCount(0);
});
