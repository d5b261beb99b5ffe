import { heroFaults, layoutFaults, WIDTHS } from './support/layout';
import { open } from './support/pages';
import { expect, test } from './support/test';
import { ADMIN, MEMBER_PAGES, newSubscriber, signedInContext, visit } from './support/walk';

// Issue 12, "every screen right on phone and tablet": at each of the five widths, every page of the
// spec is loaded once and checked for horizontal overflow, overlapping or clipped tile texts and
// header tap targets under 44 px. One test per width keeps it to one page load per page.

test.describe.configure({ mode: 'serial' });
test.slow();

for (const width of WIDTHS) {
  test(`every page is laid out right at ${width} px`, async ({ browser }) => {
    const viewport = { width, height: 900 };
    const member = await newSubscriber(browser, `screens-${width}`);
    const page = await signedInContext(browser, member, { viewport });
    const faults: string[] = [];
    const check = async (path: string) => {
      for (const fault of await layoutFaults(page, { tapTargets: true })) faults.push(`${path}: ${fault}`);
    };

    for (const path of MEMBER_PAGES) {
      await visit(page, path);
      await check(path);
      if (path.startsWith('/content/'))
        for (const fault of await heroFaults(page)) faults.push(`${path}: ${fault}`);
    }

    // The phone and small tablet menu holds every header link and the language picker.
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) {
      await menu.click();
      const drawer = page.getByTestId('mobile-drawer');
      for (const name of [
        'Home',
        'Movies',
        'Premieres',
        'My List',
        'Account Settings',
        'Contact Us',
        'Sign Out',
      ])
        await expect(drawer.getByRole('button', { name, exact: true })).toBeVisible();
      await expect(drawer.getByTestId('language-select')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
    await page.context().close();

    // The landing page as a visitor, and the admin panel as the admin.
    const visitor = await browser.newPage({ viewport });
    await open(visitor, '/');
    await expect(visitor.getByTestId('trending-tile').first()).toBeVisible();
    for (const fault of await layoutFaults(visitor, { tapTargets: false })) faults.push(`/: ${fault}`);
    await visitor.context().close();

    const admin = await signedInContext(browser, ADMIN, { viewport });
    await visit(admin, '/admin');
    for (const fault of await layoutFaults(admin, { tapTargets: false })) faults.push(`/admin: ${fault}`);
    await admin.context().close();

    expect(faults).toEqual([]);
  });
}
