import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: `first` for the page's first paint, all of them once the
 * browser is idle. A page of rows draws a hundred cards, most off screen; drawing them after the
 * first paint lets the posters on screen show sooner (issue 12), and as a transition, so a click
 * meanwhile is not kept waiting.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all || total <= first) return;
    const showAll = () => startTransition(() => setAll(true));
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(showAll, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(showAll, 0);
    return () => clearTimeout(id);
  }, [all, total, first]);
  return all ? total : Math.min(total, first);
}
