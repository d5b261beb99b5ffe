import { CONTACT_LIMIT, QUERY_DEFAULTS, SIGN_IN_LIMIT } from '../constants';

export interface WindowLimit {
  max: number;
  windowMs: number;
}

export interface LimitState {
  /** Max reached: no further attempt allowed until the oldest one leaves the window. */
  locked: boolean;
  /** Attempts still inside the window. */
  count: number;
  remainingMs: number;
  /** Rounded up, as shown in 'Please wait {n} minutes ...'. */
  remainingMinutes: number;
}

const MINUTE = 60_000;

export const SIGN_IN_WINDOW: WindowLimit = {
  max: SIGN_IN_LIMIT.attempts,
  windowMs: SIGN_IN_LIMIT.windowMinutes * MINUTE,
};

export const CONTACT_WINDOW: WindowLimit = {
  max: CONTACT_LIMIT.submissions,
  windowMs: CONTACT_LIMIT.windowMinutes * MINUTE,
};

/** Sliding window over attempt times (ms since epoch). */
export function windowLimitState(attempts: readonly number[], now: number, limit: WindowLimit): LimitState {
  const recent = attempts.filter((t) => t > now - limit.windowMs && t <= now).sort((a, b) => a - b);
  if (recent.length < limit.max) {
    return { locked: false, count: recent.length, remainingMs: 0, remainingMinutes: 0 };
  }
  // Unlocks when enough old attempts have left the window to drop below max.
  const unlockAt = (recent[recent.length - limit.max] ?? now) + limit.windowMs;
  const remainingMs = Math.max(0, unlockAt - now);
  return {
    locked: true,
    count: recent.length,
    remainingMs,
    remainingMinutes: Math.ceil(remainingMs / MINUTE),
  };
}

/** Data-fetching backoff: 1 s doubling per failed attempt (0-based), capped at 30 s. */
export function retryDelayMs(attemptIndex: number): number {
  return Math.min(QUERY_DEFAULTS.baseDelayMs * 2 ** Math.max(0, attemptIndex), QUERY_DEFAULTS.maxDelayMs);
}
