import { playbackApi } from '@premieres/api-client';
import type { MediaStatus } from '@premieres/contracts';
import { useEffect, useRef, useState } from 'react';

/** How often the preparing screen asks again. */
export const PREPARING_POLL_MS = 3000;

/**
 * Where the film (or the episode) stands, asked at once and then every few seconds until it is
 * ready, failed or gone; `onReady` runs once when it is ready. A failed ask keeps the last answer
 * and asks again at the next turn (the connection may come back).
 */
export function useMediaStatus(
  movieId: string,
  episodeId: string | undefined,
  onReady: () => void,
): MediaStatus | null {
  const [status, setStatus] = useState<MediaStatus | null>(null);
  const ready = useRef(onReady);
  ready.current = onReady;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const ask = async () => {
      const answer = await playbackApi
        .status(movieId, episodeId ? { episode: episodeId } : {})
        .catch(() => null);
      if (stopped) return;
      if (answer) setStatus(answer);
      if (answer?.state === 'ready') return ready.current();
      if (answer?.state === 'failed' || answer?.state === 'none') return;
      timer = setTimeout(() => void ask(), PREPARING_POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [movieId, episodeId]);
  return status;
}
