import { watchProgressApi } from '@premieres/api-client';
import { flushPositions, getPosition, type OfflinePosition, savePosition } from '@premieres/downloads-store';
import { useEffect } from 'react';

/** How often the position is kept while a download plays. */
export const OFFLINE_SAVE_INTERVAL_MS = 5_000;

/** Sends the positions kept offline to the watch-progress API (when there is a network). */
export const sendOfflinePositions = (): Promise<number> =>
  flushPositions((position) =>
    watchProgressApi.save(position.contentId, {
      positionSeconds: position.positionSeconds,
      durationSeconds: position.durationSeconds,
      ...(position.episodeId ? { episodeId: position.episodeId } : {}),
    }),
  );

/**
 * Resume for a download, network or not: starts where this device left it, keeps the position
 * in the downloads store while playing, on pause and on close, and sends it to the API whenever
 * the browser is online (at once, or when the network comes back).
 */
export function useOfflineProgress(
  download: { id: string; contentId: string; episodeId: string | null } | null,
  video: HTMLVideoElement | null,
): void {
  useEffect(() => {
    if (!download || !video) return;
    let resumed = false;
    let lastSaved = -1;
    const keep = async () => {
      const { currentTime, duration } = video;
      if (!resumed || !Number.isFinite(duration) || duration <= 0 || currentTime === lastSaved) return;
      lastSaved = currentTime;
      const position: OfflinePosition = {
        id: download.id,
        contentId: download.contentId,
        episodeId: download.episodeId,
        positionSeconds: currentTime,
        durationSeconds: duration,
        updatedAt: new Date().toISOString(),
        synced: false,
      };
      await savePosition(position).catch(() => undefined);
      if (navigator.onLine) await sendOfflinePositions().catch(() => 0);
    };
    void getPosition(download.id)
      .catch(() => null)
      .then((saved) => {
        const apply = () => {
          const at = saved?.positionSeconds ?? 0;
          if (at > 0 && at < video.duration - 1) video.currentTime = at;
          resumed = true;
        };
        if (video.readyState >= 1) apply();
        else video.addEventListener('loadedmetadata', apply, { once: true });
      });
    const timer = setInterval(() => {
      if (!video.paused) void keep();
    }, OFFLINE_SAVE_INTERVAL_MS);
    const onPause = () => void keep();
    const onOnline = () => void sendOfflinePositions().catch(() => 0);
    video.addEventListener('pause', onPause);
    window.addEventListener('pagehide', onPause);
    window.addEventListener('online', onOnline);
    return () => {
      clearInterval(timer);
      video.removeEventListener('pause', onPause);
      window.removeEventListener('pagehide', onPause);
      window.removeEventListener('online', onOnline);
      void keep();
    };
  }, [download, video]);
}
