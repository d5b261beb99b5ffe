import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newSubscriber, signedInContext, visit } from './support/walk';

// The UI kit's global CSS (Chakra's preflight, token variables and globalCss) is written at build
// time into the shell's ui-kit.<hash>.css (shared/ui global-css), which UiProvider applies instead
// of ChakraProvider inserting it. Loaded as built, and with that stylesheet's link taken out of the
// document (the provider then inserts the CSS itself, as Chakra does), a page drawn with the kit
// (/settings; member pages draw their first screen without it) has the same
// computed style and box on every element.

const GLOBAL_CSS_LINK = /<link[^>]*id="ui-kit-global-css"[^>]*>/;

/** Every element's box and computed style (properties sorted: custom properties come in source order). */
function snapshot(): string[] {
  for (const animation of document.getAnimations()) animation.finish();
  const describe = (element: Element) => {
    const style = getComputedStyle(element);
    const properties = [...style]
      .filter((name) => !/^(transition|animation)/.test(name))
      .map((name) => `${name}:${style.getPropertyValue(name)}`)
      .sort();
    const box = element.getBoundingClientRect();
    const place = [box.x, box.y, box.width, box.height].map(Math.round).join(',');
    return `${element.tagName} ${element.getAttribute('class') ?? ''} ${place} | ${properties.join(';')}`;
  };
  return [document.documentElement, ...document.querySelectorAll('body *')].map(describe);
}

async function pageStyles(page: Page, path: string, withBuiltStylesheet: boolean): Promise<string[]> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({ response, body: withBuiltStylesheet ? html : html.replace(GLOBAL_CSS_LINK, '') });
    },
  );
  await visit(page, path);
  await expect(page.locator('link[rel="stylesheet"][href*="/ui-kit."]')).toHaveCount(
    withBuiltStylesheet ? 1 : 0,
  );
  // Compared once the page has settled: its rows and grid draw in slices as their reads arrive.
  await page.waitForLoadState('networkidle');
  let previous = -1;
  await expect
    .poll(async () => {
      const count = await page.locator('body *').count();
      const settled = count === previous;
      previous = count;
      return settled;
    })
    .toBe(true);
  return page.evaluate(snapshot);
}

test('the built global stylesheet draws a page of the kit exactly as Chakra’s run-time CSS does', async ({
  browser,
}) => {
  const member = await newSubscriber(browser, 'ui-kit-css');
  const options = { viewport: { width: 412, height: 900 }, reducedMotion: 'reduce' as const };
  const built = await signedInContext(browser, member, options);
  const asBuilt = await pageStyles(built, '/settings', true);
  await built.context().close();
  const runtime = await signedInContext(browser, member, options);
  const atRunTime = await pageStyles(runtime, '/settings', false);
  await runtime.context().close();

  expect(asBuilt.length).toBeGreaterThan(100);
  expect(atRunTime.length).toBe(asBuilt.length);
  const differing = asBuilt.flatMap((line, index) =>
    line === atRunTime[index] ? [] : [`${line.slice(0, 120)}\n  vs ${atRunTime[index]?.slice(0, 120)}`],
  );
  expect(differing.slice(0, 5)).toEqual([]);
});
