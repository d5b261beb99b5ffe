import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Full-screen state of one element, and a toggle. */
export function useFullscreen(target: RefObject<HTMLElement | null>): {
  isFullscreen: boolean;
  toggleFullscreen: () => void;
} {
  const [isFullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const sync = () =>
      setFullscreen(document.fullscreenElement != null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen?.().catch(() => undefined);
    } else {
      // Not available everywhere (e.g. iOS Safari on non-video elements): then nothing happens.
      void target.current?.requestFullscreen?.().catch(() => undefined);
    }
  }, [target]);

  return { isFullscreen, toggleFullscreen };
}
