// A play's milestones, apart from the schemas (play-events.ts): the browser imports these, and a
// module that builds TypeBox schemas as it loads would bring TypeBox into the browser's bundles
// (issues 28, 29).

/**
 * What a play reports, once each: it started, it passed two minutes (a play that counts for
 * "Top 10 today"), and it passed a quarter, half, three quarters, the end.
 */
export const PLAY_MILESTONES = ['start', '2min', '25', '50', '75', '100'] as const;
export type PlayMilestone = (typeof PLAY_MILESTONES)[number];

/** Seconds of a title a play must pass to count as watched (Top 10 today). */
export const COUNTED_PLAY_SECONDS = 120;

/**
 * The milestones a play at `positionSeconds` of a `durationSeconds` title has reached, in order.
 * '2min' is two minutes in, or the end of a shorter title (a short watched whole counts too).
 */
export function milestonesReached(positionSeconds: number, durationSeconds: number): PlayMilestone[] {
  if (!(durationSeconds > 0) || !Number.isFinite(positionSeconds) || positionSeconds < 0) return [];
  const percent = Math.min(1, positionSeconds / durationSeconds) * 100;
  // The last second of a stream rarely reports exactly the duration: 99 % counts as the end.
  const ended = percent >= 99;
  const reached = (m: PlayMilestone) => {
    if (m === 'start') return true;
    if (m === '2min') return positionSeconds >= COUNTED_PLAY_SECONDS || ended;
    return m === '100' ? ended : percent >= Number(m);
  };
  return PLAY_MILESTONES.filter(reached);
}
