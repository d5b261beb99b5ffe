import type { Page } from '@playwright/test';

/** The spec's five widths (issue 12): phone, two tablets, two desktops. */
export const WIDTHS = [360, 768, 900, 1280, 1920] as const;

/** Selectors of the title tiles whose texts must never overlap or clip. */
const TILE_SELECTOR = '[data-testid="content-card"], [data-testid="trending-tile"]';

/**
 * Layout faults of the page as it stands, as readable strings (empty = none):
 * - horizontal overflow of the document;
 * - two visible texts of one tile whose boxes overlap (rank over caption, NEW over a label);
 * - a visible text cut off without an ellipsis (a long title must end in '…', not be clipped);
 * - a visible header control or tile control smaller than 44×44 px (a tap target).
 */
export async function layoutFaults(page: Page, options: { tapTargets: boolean }): Promise<string[]> {
  return page.evaluate(
    ({ tileSelector, tapTargets }) => {
      const faults: string[] = [];
      const doc = document.documentElement;
      if (doc.scrollWidth > window.innerWidth)
        faults.push(`overflow: scrollWidth ${doc.scrollWidth} > innerWidth ${window.innerWidth}`);

      const shown = (element: Element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        element.getBoundingClientRect().width > 0;
      // Elements that draw text themselves (a text node child that is not blank).
      const textsOf = (root: Element) =>
        [root, ...root.querySelectorAll('*')].filter(
          (element) =>
            shown(element) &&
            [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()),
        );
      const overlap = (a: DOMRect, b: DOMRect) =>
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

      for (const tile of document.querySelectorAll(tileSelector)) {
        if (!shown(tile)) continue;
        const texts = textsOf(tile);
        for (let i = 0; i < texts.length; i += 1) {
          const a = texts[i] as HTMLElement;
          for (const b of texts.slice(i + 1) as HTMLElement[]) {
            if (a.contains(b) || b.contains(a)) continue;
            if (overlap(a.getBoundingClientRect(), b.getBoundingClientRect()))
              faults.push(`overlap in tile: "${a.textContent?.trim()}" / "${b.textContent?.trim()}"`);
          }
          const style = getComputedStyle(a);
          const clamped = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
          if ((a.scrollWidth > a.clientWidth + 1 || a.scrollHeight > a.clientHeight + 1) && !clamped)
            if (style.overflow !== 'visible')
              faults.push(`clipped without ellipsis: "${a.textContent?.trim()}"`);
        }
      }

      if (tapTargets) {
        const controls = [
          ...document.querySelectorAll('header a, header button, header select'),
          ...[...document.querySelectorAll(tileSelector)].flatMap((tile) => [
            ...tile.querySelectorAll('button'),
          ]),
        ];
        for (const control of controls) {
          if (!shown(control)) continue;
          const box = control.getBoundingClientRect();
          if (box.width < 44 || box.height < 44) {
            const name = control.getAttribute('aria-label') ?? control.textContent?.trim();
            faults.push(`tap target ${Math.round(box.width)}×${Math.round(box.height)}: ${name}`);
          }
        }
      }
      return faults;
    },
    { tileSelector: TILE_SELECTOR, tapTargets: options.tapTargets },
  );
}

/** Fault texts of the detail hero: its title must be drawn once (no ghost copy behind it). */
export async function heroFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const heading = document.querySelector('main h1');
    const title = heading?.textContent?.trim();
    if (!title) return ['no hero title'];
    const copies = [...document.querySelectorAll('main *')].filter(
      (element) =>
        element.checkVisibility({ opacityProperty: true }) &&
        [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim() === title),
    );
    return copies.length === 1 ? [] : [`hero title drawn ${copies.length} times`];
  });
}
