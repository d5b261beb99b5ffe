import { startTransition, useEffect, useState } from 'react';

/**
 * False for the page's first paint, true once the browser is next idle. What is off screen
 * (the rest of a row, the sections below the first screen) waits for it, so what is on screen
 * paints sooner (issue 12); it comes as a transition, so a click meanwhile is not kept waiting.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    const done = () => startTransition(() => setIdle(true));
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(done, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(done, 0);
    return () => clearTimeout(id);
  }, [idle]);
  return idle;
}
