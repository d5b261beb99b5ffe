import { type RefObject, useCallback, useEffect, useState } from 'react';

/** iPhone Safari: no element full screen, only the video's own (with the system's controls). */
type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/** Full-screen state of one element, and a toggle; `video` is the iPhone fallback. */
export function useFullscreen(
  target: RefObject<HTMLElement | null>,
  video?: RefObject<HTMLVideoElement | null>,
): {
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
    } else if (target.current?.requestFullscreen) {
      void target.current.requestFullscreen().catch(() => undefined);
    } else {
      (video?.current as IosVideo | null | undefined)?.webkitEnterFullscreen?.();
    }
  }, [target, video]);

  return { isFullscreen, toggleFullscreen };
}
