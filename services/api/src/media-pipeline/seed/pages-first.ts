/**
 * Pages first: while a page loads, the seed's media backlog waits. On a 2-core machine a niced
 * ffmpeg in its own session still slowed a member's first paint by 15–35 % (the cores' caches and
 * memory are shared, and each finished ladder costs the API work), so a page's document request
 * pauses the backlog for the few seconds a page takes to paint. The backlog is always given its
 * turn: a pause ends after `maxPauseMs`, and then the backlog runs `minRunMs` whatever is loading.
 * Staff transcodes never pause (they are not part of the backlog).
 */
export interface Pausable {
  pause(): void;
  resume(): void;
}

export interface Timers {
  now(): number;
  /** Runs `run` after `ms`; answers its cancel. */
  after(ms: number, run: () => void): () => void;
}

export const systemTimers: Timers = {
  now: () => performance.now(),
  after(ms, run) {
    const handle = setTimeout(run, ms);
    handle.unref();
    return () => clearTimeout(handle);
  },
};

export interface PagesFirstWindows {
  /** How long after a page's document request the backlog waits. */
  pauseMs: number;
  /** The longest pause in a row, however many pages load. */
  maxPauseMs: number;
  /** The backlog's turn after a pause, during which pages do not pause it. */
  minRunMs: number;
}

/** A page paints in about 1.5–2 s on the landing bench's profile (Fast 4G, 4× CPU). */
export const PAGES_FIRST_WINDOWS: PagesFirstWindows = { pauseMs: 3000, maxPauseMs: 6000, minRunMs: 1500 };

export interface PagesFirst {
  pageRequested(): void;
  /** Resumes the backlog if paused, and stops listening. */
  close(): void;
}

export function pagesFirst(
  backlog: Pausable,
  timers: Timers = systemTimers,
  windows: PagesFirstWindows = PAGES_FIRST_WINDOWS,
): PagesFirst {
  let pausedSince: number | null = null;
  let turnEndsAt = 0;
  let cancelResume: (() => void) | null = null;
  let closed = false;

  const resume = () => {
    cancelResume = null;
    pausedSince = null;
    turnEndsAt = timers.now() + windows.minRunMs;
    backlog.resume();
  };

  return {
    pageRequested() {
      const now = timers.now();
      if (closed || now < turnEndsAt) return;
      if (pausedSince === null) {
        pausedSince = now;
        backlog.pause();
      }
      const resumeAt = Math.min(now + windows.pauseMs, pausedSince + windows.maxPauseMs);
      cancelResume?.();
      cancelResume = timers.after(resumeAt - now, resume);
    },
    close() {
      closed = true;
      cancelResume?.();
      if (pausedSince !== null) resume();
    },
  };
}
