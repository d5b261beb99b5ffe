import { type RefObject, useCallback, useEffect, useState } from 'react';
import { lockLandscape, opensFullScreen, unlockOrientation } from './phoneScreen';

/** iPhone Safari: no element full screen, only the video's own (with the system's controls). */
type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * Full-screen state of one element, and a toggle; `video` is the iPhone fallback. On a phone the
 * element goes full screen (landscape where allowed) as soon as it mounts: the tap that opened the
 * player is the user gesture the browser asks for. A refusal leaves the dialog's own full-size layout.
 */
export function useFullscreen(
  target: RefObject<HTMLElement | null>,
  video?: RefObject<HTMLVideoElement | null>,
): {
  isFullscreen: boolean;
  toggleFullscreen: () => void;
} {
  const [isFullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const sync = () => {
      const on = document.fullscreenElement != null && document.fullscreenElement === target.current;
      setFullscreen(on);
      if (!on) unlockOrientation();
    };
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);

  const enter = useCallback(() => {
    if (target.current?.requestFullscreen) {
      void target.current
        .requestFullscreen()
        .then(lockLandscape)
        .catch(() => undefined);
    } else {
      (video?.current as IosVideo | null | undefined)?.webkitEnterFullscreen?.();
    }
  }, [target, video]);

  // Only the element API here: the iPhone's video full screen would hide our controls at once.
  useEffect(() => {
    if (opensFullScreen() && !document.fullscreenElement && target.current?.requestFullscreen) enter();
  }, [enter, target]);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen?.().catch(() => undefined);
    } else {
      enter();
    }
  }, [enter]);

  return { isFullscreen, toggleFullscreen };
}
