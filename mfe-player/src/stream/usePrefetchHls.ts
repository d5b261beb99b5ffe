import { useEffect } from 'react';
import { hasMediaSource, loadHls } from './hlsSupport';

/**
 * Once the player is mounted ahead of Play (on Play intent: pointer, focus or touch on a Play
 * button), hls.js is fetched (from the cache when the page prefetched it) and evaluated while the
 * browser is idle, so the first frame does not wait for it after the grant.
 */
export function usePrefetchHls(): void {
  useEffect(() => {
    if (!hasMediaSource()) return;
    const load = () => void loadHls().catch(() => undefined); // Play retries and reports it
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 200);
    return () => clearTimeout(timer);
  }, []);
}
