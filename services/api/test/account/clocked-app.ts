import { manualClock } from '../../src/core/clock';
import { useTestApp } from '../support/test-app';

/**
 * The harness (support/test-app.ts) with a clock that moves only when told, so time rules (the
 * contact window, notification times) are tested without waiting.
 */
export function useClockedApp(start = new Date('2026-03-01T09:00:00.000Z')) {
  const clock = manualClock(start);
  return { clock, state: useTestApp({ clock }) };
}
