import type { Locator, Page } from '@playwright/test';
import { WIDTHS } from './support/layout';
import { open } from './support/pages';
import { expect, test } from './support/test';
import { newSubscriber, signedInContext, visit } from './support/walk';

// Issue 24, "fix what the same walk saw": boxes that overlapped or were cut, measured at a phone and
// a desktop width. Each check reads the element boxes the browser laid out.

type Box = { x: number; y: number; width: number; height: number };

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

const overlaps = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `no box for ${locator}`).not.toBeNull();
  return found as Box;
}

/** The box of the text an element draws (its glyphs, not its own box). */
function textBox(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
}

/** The generated posters print PREMIERES at the top left: x 24–150, y 0–56 of 400 × 600. */
function wordmarkOf(poster: Box): Box {
  return {
    x: poster.x + (24 / 400) * poster.width,
    y: poster.y,
    width: (126 / 400) * poster.width,
    height: (56 / 600) * poster.height,
  };
}

async function checkCards(page: Page, phone: boolean) {
  const cards = page.getByTestId('content-card');
  await expect(cards.first()).toBeVisible();
  const count = Math.min(await cards.count(), 6);
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    await card.scrollIntoViewIfNeeded();
    if (!phone) await card.hover();
    const cardBox = await box(card);
    const title = await box(card.locator('.bc-title'));
    // The clamped title clips at its one line: nothing of a second line shows below it.
    expect(title.height).toBeLessThanOrEqual(21);
    for (const button of await card.getByRole('button').all()) {
      const buttonBox = await box(button);
      expect(inside(buttonBox, cardBox), 'a card button is cut off by its card').toBe(true);
      expect(overlaps(buttonBox, title), "a card button covers the card's title").toBe(false);
    }
    const poster = await box(card.locator('.bc-poster'));
    for (const badge of await card.locator('.bc-new, .bc-trailer').all())
      expect(overlaps(await box(badge), wordmarkOf(poster)), "a badge covers the poster's wordmark").toBe(
        false,
      );
  }
}

for (const width of WIDTHS) {
  const phone = width < 768;
  test(`cards, the bell badge and the hero at ${width} px`, async ({ browser }) => {
    const member = await newSubscriber(browser, `boxes-${width}`);
    const page = await signedInContext(browser, member, {
      viewport: { width, height: 900 },
      hasTouch: phone,
      isMobile: phone,
    });

    await visit(page, '/movies');
    await checkCards(page, phone);
    // A NEW title's badge, wherever the row puts it.
    await visit(page, '/dashboard');
    const badge = page.locator('[data-testid="content-card"] .bc-new').first();
    await expect(badge).toBeAttached();
    const card = page
      .getByTestId('content-card')
      .filter({ has: page.locator('.bc-new') })
      .first();
    await card.scrollIntoViewIfNeeded();
    expect(overlaps(await box(badge), wordmarkOf(await box(card.locator('.bc-poster'))))).toBe(false);

    // One Sign Out on the page at any width: the header's, or the dashboard's own where the
    // header shows none (a phone).
    await expect(
      page.getByRole('button', { name: 'Sign Out', exact: true }).filter({ visible: true }),
    ).toHaveCount(1);

    // A new subscriber has unread notifications (welcome, plan): the count is drawn inside the badge.
    const bell = page.getByTestId('bell-badge');
    await expect(bell).toHaveText(/^[1-9]/);
    expect(inside(await textBox(bell), await box(bell)), 'the unread count sits outside its badge').toBe(
      true,
    );

    // The Downloads page (issue 27) fits the screen: no sideways scrolling, its storage line inside.
    await visit(page, '/downloads');
    await expect(page.getByTestId('downloads-storage')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(
      inside(await box(page.getByTestId('downloads-storage')), await box(page.getByTestId('downloads-page'))),
    ).toBe(true);

    // The detail hero's backdrop is a blurred wash: the poster's printed title is not readable
    // (clipped) behind the heading.
    await visit(page, '/content/1');
    const backdrop = page.getByTestId('hero-backdrop');
    const blur = await backdrop.evaluate((element) => getComputedStyle(element).filter);
    expect(Number(/blur\((\d+(?:\.\d+)?)px\)/.exec(blur)?.[1] ?? 0)).toBeGreaterThanOrEqual(16);
    await page.context().close();
  });

  test(`the landing's trending rank is clear of the poster and the caption at ${width} px`, async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await open(page, '/');
    const tiles = page.getByTestId('trending-tile');
    await expect(tiles.first()).toBeVisible();
    for (const tile of (await tiles.all()).slice(0, 6)) {
      await tile.scrollIntoViewIfNeeded();
      const rank = await box(tile.locator('.lp-tile-rank'));
      // Not over the picture, whose bottom carries the poster's caption (label, genre, year).
      expect(overlaps(rank, await box(tile.locator('img')))).toBe(false);
      expect(overlaps(rank, await box(tile.locator('.lp-tile-title')))).toBe(false);
      expect(inside(rank, await box(tile))).toBe(true);
    }
    await page.context().close();
  });
}
