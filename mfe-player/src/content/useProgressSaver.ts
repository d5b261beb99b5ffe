import { watchProgressApi } from '@premieres/api-client';
import { resumePosition, type WatchProgress } from '@premieres/contracts';
import { reportPlayerClosed } from '@premieres/player-store';
import { useCallback, useEffect, useState } from 'react';

/** How often the position is saved while playing. */
export const PROGRESS_SAVE_INTERVAL_MS = 10_000;

/** The <video> inside a container (the file player today, the HLS player next): a callback ref. */
export function useContainedVideo(): [HTMLVideoElement | null, (container: HTMLElement | null) => void] {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const capture = useCallback((container: HTMLElement | null) => {
    setVideo(container?.querySelector('video') ?? null);
  }, []);
  return [video, capture];
}

/**
 * Resume and progress for one title on one <video>: seeks to where the acting profile left it
 * once the saved position is known, then saves every PROGRESS_SAVE_INTERVAL_MS while playing,
 * on pause, when the page is hidden and when the player closes (keepalive, so it outlives it).
 * Nothing is saved before the resume is applied, so opening and closing at once loses nothing.
 */
export function useProgressSaver(
  movieId: string,
  video: HTMLVideoElement | null,
  episodeId?: string,
  /** Start over: play from 0; saves then overwrite the old position as usual. */
  startOver = false,
): void {
  useEffect(() => {
    if (!video) return;
    let resumed = false;
    let closed = false;
    let lastSaved = -1;
    /** The save of `lastSaved`, which may still be under way. */
    let lastSave: Promise<number | null> = Promise.resolve(null);

    /**
     * Resolves with the position saved, or null when there was nothing to save. The position just
     * saved (a pause, then closing) resolves when that save lands: a close reported earlier would
     * have Continue Watching read before the save it shows.
     */
    const save = (keepalive = false): Promise<number | null> => {
      const duration = video.duration;
      const position = video.currentTime;
      if (!resumed || !Number.isFinite(duration) || duration <= 0) return Promise.resolve(null);
      if (position === lastSaved) return lastSave;
      lastSaved = position;
      const input = {
        positionSeconds: position,
        durationSeconds: duration,
        ...(episodeId ? { episodeId } : {}),
      };
      // A lost save only costs a few seconds of resume: never interrupt playback for it.
      lastSave = watchProgressApi.save(movieId, input, { keepalive }).then(
        () => position,
        () => null,
      );
      return lastSave;
    };

    const seekTo = (seconds: number) => {
      const apply = () => {
        if (seconds > 0 && seconds < video.duration) video.currentTime = seconds;
        resumed = true;
      };
      // HAVE_METADATA: the duration is known and seeking works.
      if (video.readyState >= 1) apply();
      else video.addEventListener('loadedmetadata', apply, { once: true });
    };
    const resumeAt = startOver
      ? Promise.resolve(0)
      : watchProgressApi
          .get(movieId)
          .then((progress) => resumeOf(progress, episodeId))
          .catch(() => 0);
    void resumeAt.then((seconds) => {
      if (!closed) seekTo(seconds);
    });

    const timer = setInterval(() => {
      if (!video.paused) void save();
    }, PROGRESS_SAVE_INTERVAL_MS);
    const onPause = () => void save();
    const onHidden = () => void save(true);
    video.addEventListener('pause', onPause);
    window.addEventListener('pagehide', onHidden);
    return () => {
      closed = true;
      clearInterval(timer);
      video.removeEventListener('pause', onPause);
      window.removeEventListener('pagehide', onHidden);
      // Once saved, pages showing positions (Continue Watching) read them again.
      void save(true).then((position) => reportPlayerClosed(movieId, position));
    };
  }, [movieId, video, episodeId, startOver]);
}

/** Where to start: the title's resume point, or, for an episode, that episode's own. */
function resumeOf(progress: WatchProgress, episodeId: string | undefined): number {
  if (!episodeId || progress.episodeId === episodeId) return progress.resumeAtSeconds;
  const own = progress.episodes?.find((e) => e.episodeId === episodeId);
  return own ? resumePosition(own.positionSeconds, own.durationSeconds) : 0;
}
