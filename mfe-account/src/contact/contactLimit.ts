import type { ContactLimit } from '@premieres/contracts';
import { useCallback, useEffect, useState } from 'react';

const MINUTE = 60_000;
const OPEN: ContactLimit = { locked: false, remainingMinutes: 0 };

export interface ContactLimitState extends ContactLimit {
  /** The API said how long to wait (after the third message, or on a refused fourth). */
  lockFor: (minutes: number) => void;
}

/** Where the limit is read: the api-client's contactApi (its main entry in the shell, its small
 * `contact` entry on the prerendered document). */
export interface ContactLimitSource {
  limit: () => Promise<ContactLimit>;
}

/**
 * The 3-per-hour limit as the API counts it (per client, across devices and reloads). While
 * locked, the minutes count down here and the API is asked again when they run out.
 */
export function useContactLimitOf(contactApi: ContactLimitSource): ContactLimitState {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const apply = useCallback((limit: ContactLimit) => {
    const at = Date.now();
    setNow(at);
    setUntil(limit.locked ? at + limit.remainingMinutes * MINUTE : null);
  }, []);

  const ask = useCallback(() => {
    contactApi
      .limit()
      .then(apply)
      // Unknown: show the form; the API still refuses a message over the limit.
      .catch(() => apply(OPEN));
  }, [apply, contactApi]);

  useEffect(ask, [ask]);

  // Wake up when the shown minute count drops, and ask again when the wait is over.
  useEffect(() => {
    if (until === null) return;
    const left = until - now;
    if (left <= 0) {
      ask();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), left % MINUTE || MINUTE);
    return () => clearTimeout(timer);
  }, [until, now, ask]);

  const remainingMs = until === null ? 0 : Math.max(0, until - now);
  return {
    locked: remainingMs > 0,
    remainingMinutes: Math.ceil(remainingMs / MINUTE),
    lockFor: useCallback((minutes: number) => apply({ locked: true, remainingMinutes: minutes }), [apply]),
  };
}
