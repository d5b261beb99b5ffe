// Where a title resumes and when it counts as finished, apart from the schemas (watch-progress.ts):
// the browser imports these, and a module that builds TypeBox schemas as it loads would bring
// TypeBox into the browser's bundles (issues 28, 29).

/** Past this share of a title it counts as finished: it starts over and leaves Continue Watching. */
export const FINISHED_FRACTION = 0.95;
/** Below this position nothing is worth resuming (a title opened and closed at once). */
export const MIN_RESUME_SECONDS = 2;

/** Progress as a 0..1 share (0 for an unknown duration). */
export function progressFraction(positionSeconds: number, durationSeconds: number): number {
  if (!(durationSeconds > 0)) return 0;
  return Math.min(1, Math.max(0, positionSeconds / durationSeconds));
}

export function isFinished(positionSeconds: number, durationSeconds: number): boolean {
  return progressFraction(positionSeconds, durationSeconds) >= FINISHED_FRACTION;
}

/** Where playing should start: the saved position, unless too early to matter or finished. */
export function resumePosition(positionSeconds: number, durationSeconds: number): number {
  if (positionSeconds < MIN_RESUME_SECONDS || isFinished(positionSeconds, durationSeconds)) return 0;
  return positionSeconds;
}
