import { PAGE_DRAWN_EVENT } from '@premieres/contracts';
import { useEffect } from 'react';

/**
 * Tells the shell this page has drawn its first screen (its rows, its hero, or what it shows
 * instead): the document's first paint of it (layout/first-paint.ts) goes, and a read answering
 * later paints nothing. Once, on the page's first commit.
 */
export function usePageDrawn(): void {
  useEffect(() => {
    window.dispatchEvent(new Event(PAGE_DRAWN_EVENT));
  }, []);
}
