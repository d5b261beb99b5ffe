// The page's first API reads, started by the shell's entry as soon as the route is known (in
// parallel with the remote's code) and handed to the API client when the page asks for the same
// read. Both sides live in different bundles, so they meet on one global and agree on its key here.

import { matchesPath } from '../routes/route-declarations';

/** Where the started reads wait (window.__premieresEarlyRequests). */
export const EARLY_REQUESTS_GLOBAL = '__premieresEarlyRequests';

/** A read not taken within this time is left alone: the page fetches afresh. */
export const EARLY_REQUEST_MAX_AGE_MS = 15_000;

export interface EarlyRequest {
  response: Promise<Response>;
  startedAt: number;
  /**
   * The parsed body of a successful answer, once it has arrived (the shell sets it): a page that
   * finds it draws the data in its first render instead of a placeholder first.
   */
  answer?: unknown;
}

/**
 * Where the entry leaves the session restore (`POST /api/auth/refresh`) it started for a browser
 * that had a session, so the member's first authenticated reads do not wait for the app's code.
 */
export const EARLY_SESSION_GLOBAL = '__premieresEarlySession';

/** localStorage flag: this browser had a session (the refresh cookie itself is httpOnly). */
export const SESSION_HINT_KEY = 'premieres-session';

/** The Web Lock under which tabs take turns to refresh (the refresh cookie rotates). */
export const SESSION_REFRESH_LOCK = 'premieres-session-refresh';

/**
 * The same read whatever the order of its query parameters, for the same viewer profile (the
 * answer depends on its maturity ceiling). `url` is absolute.
 */
export function earlyRequestKey(url: string, viewerToken: string | null): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  parsed.hash = '';
  return `${parsed.toString()} ${viewerToken ?? ''}`;
}

/**
 * A route's preload path with the page path's ':name' segments filled in ('movies/:id' on
 * '/content/42' of '/content/:id' → 'movies/42'), then the page URL's own query parameters
 * ('search?q=:q' on '/search?q=mission' → 'search?q=mission', trimmed as the page reads it); null
 * when the page path does not match or a named value is missing or empty (no such read).
 */
export function fillPreloadPath(
  preload: string,
  pattern: string,
  pathname: string,
  search = '',
): string | null {
  if (!matchesPath(pattern, pathname)) return null;
  const names = pattern.split('/').filter(Boolean);
  const values = pathname.split('/').filter(Boolean);
  const params = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(search)) {
    if (!params.has(name) && value.trim()) params.set(name, value.trim());
  }
  names.forEach((name, index) => {
    const value = values[index];
    // The page path holds its segments URL-encoded already.
    if (name.startsWith(':') && value !== undefined) params.set(name.slice(1), decoded(value));
  });
  let missing = false;
  const filled = preload.replace(/:([a-z][a-z0-9_]*)/gi, (_match, name: string) => {
    const value = params.get(name);
    if (value === undefined) missing = true;
    // Encoded once, as the API client encodes it.
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : filled;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
