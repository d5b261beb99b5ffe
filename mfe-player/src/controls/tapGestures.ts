import { SEEK_STEP_SECONDS } from '../keyboard/playerKeys';

/** Two taps on the same side within this time are a double-tap (what phone players use). */
export const DOUBLE_TAP_MS = 300;

export interface Tap {
  /** Event timestamp in ms. */
  at: number;
  /** Horizontal position across the video, 0 (left edge) to 1 (right edge). */
  x: number;
}

export type TapAction = { kind: 'toggle-controls' } | { kind: 'seek'; seconds: number };

const sideOf = (x: number) => (x < 1 / 3 ? 'left' : x > 2 / 3 ? 'right' : 'middle');

/**
 * A tap shows or hides the controls at once; a second tap on the same outer third within
 * DOUBLE_TAP_MS seeks 10 s that way (and undoes the first tap's toggle, so controls stay as they were).
 */
export function tapAction(previous: Tap | null, tap: Tap): TapAction[] {
  const side = sideOf(tap.x);
  const double =
    previous !== null &&
    side !== 'middle' &&
    sideOf(previous.x) === side &&
    tap.at - previous.at < DOUBLE_TAP_MS;
  if (!double) return [{ kind: 'toggle-controls' }];
  return [
    { kind: 'toggle-controls' },
    { kind: 'seek', seconds: side === 'left' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS },
  ];
}
