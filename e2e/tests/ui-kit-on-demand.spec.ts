import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newSubscriber, signedInContext, visit } from './support/walk';

// Issue 28: a member page's first screen is drawn without the shared UI kit (Chakra, emotion,
// @premieres/ui: the shell's ui-kit.<hash>.js). The kit loads when the member asks for a part
// drawn with it: the drawer, a toast, the player.

const MEMBER_FIRST_SCREENS = ['/dashboard', '/movies', '/premieres', '/my-list', '/content/1', '/search?q=a'];
const UI_KIT_SCRIPT = /\/ui-kit\.[0-9a-f]+\.js$/;

/** Counts the UI kit's script requests from now on. */
function countKitRequests(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (UI_KIT_SCRIPT.test(new URL(request.url()).pathname)) seen.count += 1;
  });
  return seen;
}

test('member pages draw their first screen without downloading the UI kit', async ({ browser }) => {
  const member = await newSubscriber(browser, 'kit-on-demand');
  for (const width of [412, 1366]) {
    const page = await signedInContext(browser, member, { viewport: { width, height: 900 } });
    const kit = countKitRequests(page);
    for (const path of MEMBER_FIRST_SCREENS) {
      await visit(page, path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('banner')).toBeVisible();
      expect(kit.count, `${path} at ${width} px`).toBe(0);
    }
    await page.context().close();
  }
});

test('the kit loads when the member opens the drawer, and the drawer works', async ({ browser }) => {
  const member = await newSubscriber(browser, 'kit-drawer');
  const page = await signedInContext(browser, member, { viewport: { width: 412, height: 900 } });
  const kit = countKitRequests(page);
  await visit(page, '/movies');
  expect(kit.count).toBe(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  expect(kit.count).toBe(1);
  await drawer.getByRole('button', { name: 'Premieres' }).click();
  await expect(page).toHaveURL(/\/premieres$/);
  await expect(drawer).toBeHidden();
});

test('a toast on a page drawn without the kit loads it and shows the message', async ({ browser }) => {
  const member = await newSubscriber(browser, 'kit-toast');
  const page = await signedInContext(browser, member, { viewport: { width: 1366, height: 900 } });
  const kit = countKitRequests(page);
  await visit(page, '/content/1');
  expect(kit.count).toBe(0);
  await page.getByRole('button', { name: 'Add to List' }).click();
  await expect(page.getByText('Added to My List')).toBeVisible();
  expect(kit.count).toBe(1);
});
