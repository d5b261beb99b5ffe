/**
 * The server's clock. Subscription expiry, renewal reminders and every other rule that depends on
 * the time read it from here, so tests move time forward instead of waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move (tests). */
export function manualClock(
  start: Date = new Date(),
): Clock & { advance(ms: number): void; set(at: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (at) => {
      current = at.getTime();
    },
  };
}
