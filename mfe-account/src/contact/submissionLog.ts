import { CONTACT_WINDOW } from '@premieres/contracts';

/** localStorage key of the accepted contact submissions (ms since epoch), so a reload keeps the lock. */
export const CONTACT_SUBMISSIONS_KEY = 'premieres.contact-submissions';

// Used when localStorage is unavailable (private mode, blocked storage): the lock then lasts
// as long as the page.
let memory: number[] = [];

function parse(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((t): t is number => Number.isFinite(t)) : [];
  } catch {
    return [];
  }
}

/** Submission times inside the window (later ones, from a clock set back, do not count either). */
export function readSubmissions(now = Date.now()): number[] {
  let times = memory;
  try {
    times = parse(window.localStorage.getItem(CONTACT_SUBMISSIONS_KEY));
  } catch {
    // storage blocked: keep the in-memory copy
  }
  return times.filter((t) => t > now - CONTACT_WINDOW.windowMs && t <= now);
}

/** Adds one accepted submission; older entries that left the window are dropped. */
export function recordSubmission(at = Date.now()): number[] {
  const times = [...readSubmissions(at), at];
  memory = times;
  try {
    window.localStorage.setItem(CONTACT_SUBMISSIONS_KEY, JSON.stringify(times));
  } catch {
    // storage blocked or full: the in-memory copy still counts
  }
  return times;
}
