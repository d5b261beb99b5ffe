import { CONTACT_WINDOW, type LimitState, windowLimitState } from '@premieres/contracts';
import { useCallback, useEffect, useState } from 'react';
import { CONTACT_SUBMISSIONS_KEY, readSubmissions, recordSubmission } from './submissionLog';

const MINUTE = 60_000;

export interface ContactLimit extends LimitState {
  /** The state from storage now (another tab may have sent meanwhile). */
  check: () => LimitState;
  /** Counts one accepted submission. */
  record: () => void;
}

/** 3 accepted submissions per hour (spec §4, §9), kept in localStorage. */
export function useContactLimit(): ContactLimit {
  const [snapshot, setSnapshot] = useState(() => {
    const now = Date.now();
    return { times: readSubmissions(now), now };
  });
  const state = windowLimitState(snapshot.times, snapshot.now, CONTACT_WINDOW);

  const reload = useCallback(() => {
    const now = Date.now();
    const times = readSubmissions(now);
    setSnapshot({ times, now });
    return windowLimitState(times, now, CONTACT_WINDOW);
  }, []);

  const record = useCallback(() => {
    const now = Date.now();
    setSnapshot({ times: recordSubmission(now), now });
  }, []);

  // While locked, wake up when the rounded-up minute count drops, and when the lock ends.
  useEffect(() => {
    const live = windowLimitState(snapshot.times, Date.now(), CONTACT_WINDOW);
    if (!live.locked) {
      if (state.locked) reload();
      return;
    }
    const untilNextMinute = live.remainingMs - (live.remainingMinutes - 1) * MINUTE;
    const timer = setTimeout(reload, Math.max(1, untilNextMinute));
    return () => clearTimeout(timer);
  }, [snapshot, state.locked, reload]);

  // Submissions from another tab.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONTACT_SUBMISSIONS_KEY) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reload]);

  return { ...state, check: reload, record };
}
