import AxeBuilder from '@axe-core/playwright';
import { open } from './support/pages';
import { expect, type Page, test } from './support/test';
import {
  ADMIN,
  INFORMATION_PAGES,
  MEMBER_PAGES,
  newSubscriber,
  signedInContext,
  visit,
} from './support/walk';

// Issue 12, "accessible": axe-core on every page of the spec, signed out and signed in (a member;
// the admin panel as the admin): no serious or critical violation. And keyboard paths: a row's
// cards, the player dialog (focus trapped and returned) and the mobile menu.

test.slow();

const VISITOR_ONLY = ['/', '/auth', ...INFORMATION_PAGES];

/** Serious and critical violations of the page as it stands, one readable line each. */
async function violations(page: Page, path: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.passes.length, `axe ran on ${path}`).toBeGreaterThan(10);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${path}: ${violation.id} (${violation.impact}) ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

test('axe: every page signed out has no serious or critical violation', async ({ page }) => {
  const found: string[] = [];
  for (const path of [...VISITOR_ONLY, '/movies', '/premieres', '/my-list', '/content/1']) {
    if (path === '/' || path === '/no-such-page') await open(page, path);
    else await visit(page, path);
    found.push(...(await violations(page, path)));
  }
  expect(found).toEqual([]);
});

test('axe: every page signed in (member and admin) has no serious or critical violation', async ({
  browser,
}) => {
  const member = await newSubscriber(browser, 'axe');
  const page = await signedInContext(browser, member);
  const found: string[] = [];
  for (const path of MEMBER_PAGES) {
    await visit(page, path);
    found.push(...(await violations(page, path)));
  }
  await page.context().close();

  const admin = await signedInContext(browser, ADMIN);
  await visit(admin, '/admin');
  found.push(...(await violations(admin, '/admin')));
  await admin.context().close();
  expect(found).toEqual([]);
});

test('keyboard: a card is reached by Tab and opened with Enter; the player dialog traps and returns focus', async ({
  page,
}) => {
  await visit(page, '/content/2');
  // The trailer button, by keyboard.
  const trailer = page.getByRole('button', { name: 'Watch Trailer' });
  await trailer.focus();
  await expect(trailer).toBeFocused();
  // A visible focus ring: an outline or a box shadow on :focus-visible.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(
    await trailer.evaluate((element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && style.outlineWidth !== '0px' ? 'outline' : style.boxShadow;
    }),
  ).not.toBe('none');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Focus stays inside the dialog however far one tabs.
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trailer).toBeFocused();

  // Rows: Tab from the page reaches a card link; Enter opens the title.
  await visit(page, '/movies');
  const firstLink = page.getByTestId('content-card').first().getByRole('link');
  await page.getByRole('heading', { level: 1 }).first().click();
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Tab');
    if (await firstLink.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(firstLink).toBeFocused();
  const title = (await firstLink.textContent())?.trim() ?? '';
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('keyboard: the phone menu opens, traps focus, closes with Escape and returns focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await visit(page, '/movies');
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  for (let step = 0; step < 14; step += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
});
