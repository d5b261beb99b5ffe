import type { HlsConfig, default as HlsType } from 'hls.js';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { hasMediaSource, isHlsUrl, loadHls, playsHlsNatively } from './hlsSupport';

export interface StreamLevel {
  /** hls.js level index. */
  index: number;
  height: number;
}

export type StreamError = 'network' | 'media';

export interface StreamState {
  /** Renditions hls.js can choose from; empty for a plain file or native HLS (the browser chooses). */
  levels: StreamLevel[];
  /** Height of the rendition playing now, when known. */
  currentHeight: number | null;
  /** -1 = automatic by bandwidth. */
  selected: number;
  select: (index: number) => void;
  error: StreamError | null;
  retry: () => void;
  /** The hls.js instance while one plays (audio and subtitle tracks live on it). */
  hls: HlsType | null;
}

/**
 * Attaches `url` to the video: a file as `src`; HLS through hls.js (loaded lazily) with automatic
 * quality by bandwidth and a manual choice of rendition, or natively where there is no MSE.
 */
export function useStreamSource(
  video: RefObject<HTMLVideoElement | null>,
  url: string,
  /** Extra hls.js settings (the offline player's loader); keep it one object for the play's life. */
  hlsConfig?: Partial<HlsConfig>,
): StreamState {
  const hls = useRef<HlsType | null>(null);
  const [levels, setLevels] = useState<StreamLevel[]>([]);
  const [currentHeight, setCurrentHeight] = useState<number | null>(null);
  const [selected, setSelected] = useState(-1);
  const [error, setError] = useState<StreamError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [instance, setInstance] = useState<HlsType | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-attaches on Retry
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    setError(null);
    setLevels([]);
    setCurrentHeight(null);
    setSelected(-1);
    const onVideoError = () => {
      // MEDIA_ERR_NETWORK (2) can be retried; a decode or format failure cannot.
      if (!hls.current) setError(v.error?.code === 2 ? 'network' : 'media');
    };
    v.addEventListener('error', onVideoError);
    let cancelled = false;
    if (!isHlsUrl(url) || (!hasMediaSource() && playsHlsNatively(v))) {
      v.src = url;
    } else {
      loadHls()
        .then((Hls) => {
          if (cancelled) return;
          if (!Hls.isSupported()) return setError('media');
          // startFragPrefetch: the first segment loads while the media element attaches (first frame sooner).
          const player = new Hls({ capLevelToPlayerSize: false, startFragPrefetch: true, ...hlsConfig });
          hls.current = player;
          setInstance(player);
          player.on(Hls.Events.MANIFEST_PARSED, (_e, data) => {
            setLevels(data.levels.map((level, index) => ({ index, height: level.height })));
          });
          player.on(Hls.Events.LEVEL_SWITCHED, (_e, data) => {
            setCurrentHeight(player.levels[data.level]?.height ?? null);
          });
          player.on(Hls.Events.ERROR, (_e, data) => {
            if (!data.fatal) return;
            if (data.type === Hls.ErrorTypes.MEDIA_ERROR) return player.recoverMediaError();
            setError(data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : 'media');
            player.destroy();
            hls.current = null;
            setInstance(null);
          });
          player.loadSource(url);
          player.attachMedia(v);
        })
        .catch(() => {
          if (!cancelled) setError('network'); // the hls.js chunk itself did not arrive
        });
    }
    return () => {
      cancelled = true;
      v.removeEventListener('error', onVideoError);
      hls.current?.destroy();
      hls.current = null;
      setInstance(null);
    };
  }, [video, url, attempt, hlsConfig]);

  const select = useCallback((index: number) => {
    const player = hls.current;
    if (!player) return;
    // nextLevel switches at the next segment without dropping the buffer; -1 returns to auto.
    player.nextLevel = index;
    setSelected(index);
  }, []);

  // The error clears first, so the video element is back in place when the source re-attaches.
  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  return { levels, currentHeight, selected, select, error, retry, hls: instance };
}
