/**
 * Pages first: while a page loads, the seed's media backlog waits. On a 2-core machine a niced
 * ffmpeg in its own session still slowed a member's first paint by 15–35 % (the cores' caches and
 * memory are shared, and each finished ladder costs the API work), so a page's document request
 * pauses the backlog for the few seconds a page takes to paint. The backlog is always given its
 * turn: a pause ends after `maxPauseMs`, and then the backlog runs `minRunMs` whatever is loading.
 * Staff transcodes never pause (they are not part of the backlog), nor does the backlog while a
 * member waits for one of its titles (Play on a film being prepared, its status polled).
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
  /** How long after a member's last sign of waiting for a title pages do not pause the backlog. */
  waitingMs: number;
}

/** A page paints in about 1.5–2 s on the landing bench's profile (Fast 4G, 4× CPU). */
export const PAGES_FIRST_WINDOWS: PagesFirstWindows = {
  pauseMs: 3000,
  // Under steady page traffic (e2e's two browsers) the backlog still runs a third of the time.
  maxPauseMs: 4000,
  minRunMs: 2000,
  // The player polls a preparing title's status every few seconds.
  waitingMs: 10_000,
};

export interface PagesFirst {
  pageRequested(): void;
  /** A member waits for a title the backlog prepares: it runs now, and pages wait. */
  memberWaiting(): void;
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

  const resume = (turnMs: number) => {
    cancelResume?.();
    cancelResume = null;
    pausedSince = null;
    turnEndsAt = Math.max(turnEndsAt, timers.now() + turnMs);
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
      cancelResume = timers.after(resumeAt - now, () => resume(windows.minRunMs));
    },
    memberWaiting() {
      if (closed) return;
      if (pausedSince !== null) resume(windows.waitingMs);
      else turnEndsAt = Math.max(turnEndsAt, timers.now() + windows.waitingMs);
    },
    close() {
      closed = true;
      cancelResume?.();
      if (pausedSince !== null) resume(0);
    },
  };
}
