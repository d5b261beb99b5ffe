import { CONTACT_WINDOW, retryDelayMs, SIGN_IN_WINDOW, windowLimitState } from './rate-limit';

const MIN = 60_000;
const NOW = 10_000_000;

describe('windowLimitState: sign-in (5 per 15 minutes)', () => {
  it('stays open under 5 attempts in the window', () => {
    const attempts = [NOW - 4 * MIN, NOW - 3 * MIN, NOW - 2 * MIN, NOW - MIN];
    expect(windowLimitState(attempts, NOW, SIGN_IN_WINDOW)).toEqual({
      locked: false,
      count: 4,
      remainingMs: 0,
      remainingMinutes: 0,
    });
  });

  it('locks at 5 until the oldest leaves the window', () => {
    const attempts = [NOW - 10 * MIN, NOW - 3 * MIN, NOW - 2 * MIN, NOW - MIN, NOW];
    const state = windowLimitState(attempts, NOW, SIGN_IN_WINDOW);
    expect(state).toMatchObject({ locked: true, count: 5, remainingMs: 5 * MIN, remainingMinutes: 5 });
    expect(windowLimitState(attempts, NOW + 5 * MIN, SIGN_IN_WINDOW).locked).toBe(false);
  });

  it('ignores attempts older than the window', () => {
    const attempts = [NOW - 16 * MIN, NOW - 15 * MIN, NOW - 3 * MIN, NOW - 2 * MIN, NOW - MIN];
    expect(windowLimitState(attempts, NOW, SIGN_IN_WINDOW)).toMatchObject({ locked: false, count: 3 });
  });
});

describe('windowLimitState: contact (3 per hour)', () => {
  it('locks after 3 and rounds the remaining minutes up', () => {
    const attempts = [NOW - 20 * MIN - 30_000, NOW - 10 * MIN, NOW - MIN];
    const state = windowLimitState(attempts, NOW, CONTACT_WINDOW);
    expect(state.locked).toBe(true);
    expect(state.remainingMs).toBe(39 * MIN + 30_000);
    expect(state.remainingMinutes).toBe(40);
  });

  it('unlocks once enough have left the window, with more than the maximum recorded', () => {
    const attempts = [NOW - 59 * MIN, NOW - 58 * MIN, NOW - 2 * MIN, NOW - MIN];
    // 4 in the window: stays locked until the second oldest leaves (2 minutes from now).
    expect(windowLimitState(attempts, NOW, CONTACT_WINDOW)).toMatchObject({
      locked: true,
      remainingMinutes: 2,
    });
  });
});

describe('retryDelayMs', () => {
  it('starts at 1 s, doubles, and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(retryDelayMs(-1)).toBe(1000);
  });
});
