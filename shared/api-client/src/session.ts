import { hasSessionHint, setSessionHint, useAuthStore } from '@premieres/auth-store';
import {
  AUTH_PATHS,
  type AuthSession,
  routeUrl,
  SESSION_REFRESH,
  SESSION_REFRESH_LOCK,
} from '@premieres/contracts';
import { csrfHeaders, rotateCsrfToken } from './csrf';
import { takeEarlySession } from './early-session';
import { forgetDownloads } from './forget-downloads';
import { call, NO_REFRESH, setRefresher } from './http';

let inFlight: Promise<AuthSession | null> | null = null;

/** No answer, or the proxy's: the API cannot be reached, which says nothing about the session. */
const UNREACHABLE = new Set([0, 502, 503, 504]);

/**
 * Tabs share the refresh cookie, and it rotates: two tabs refreshing at once would send the same
 * token twice, which the API treats as replay and answers by revoking the session. The Web Locks
 * API makes tabs take turns, so each sends the cookie the previous one received.
 */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(SESSION_REFRESH_LOCK, work) : work();
}

async function requestRefresh(): Promise<AuthSession | null> {
  const store = useAuthStore.getState();
  try {
    const session =
      (await takeEarlySession()) ??
      (await oneTabAtATime(() =>
        call((client) =>
          client
            .post(routeUrl(AUTH_PATHS.refresh), { headers: csrfHeaders(), context: NO_REFRESH })
            .json<AuthSession>(),
        ),
      ));
    rotateCsrfToken();
    store.setSession(session);
    setSessionHint(true);
    return session;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode ?? 0;
    // 401/403: no valid refresh cookie, so signed out (and the account's downloads go with it).
    if (status === 401 || status === 403) {
      setSessionHint(false);
      await forgetDownloads();
      useAuthStore.getState().clearSession();
    } else if (UNREACHABLE.has(status) && !useAuthStore.getState().accessToken && hasSessionHint()) {
      // No network (or no API) on start: not signed out. The member this browser last saw stays,
      // offline, so the downloads open; the keeper refreshes once the network is back.
      if (!useAuthStore.getState().restoreOffline()) useAuthStore.getState().setLoading(false);
    } else useAuthStore.getState().setLoading(false);
    return null;
  }
}

/**
 * `POST /api/auth/refresh` with the CSRF double submit; stores the new session. Concurrent
 * callers share one request (the refresh cookie rotates, so two would race).
 */
export function refreshSession(): Promise<AuthSession | null> {
  inFlight ??= requestRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

setRefresher(refreshSession);

/** Seconds-since-epoch `exp` of a JWT, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

export interface SessionKeeperOptions {
  now?: () => number;
  /** Refresh on start even when this browser never had a session (default: only if it had). */
  alwaysRestore?: boolean;
  /** No refresh on start: a session was just made (sign-in on this page). */
  skipRestore?: boolean;
}

const CHECK_EVERY_MS = SESSION_REFRESH.checkEveryMs;
const REFRESH_WITHIN_MS = SESSION_REFRESH.checkEveryMs * SESSION_REFRESH.refreshWhenTicksLeft;

/** Refreshes when the access token has 90 s or less left (3 ticks of 30 s, spec §9). */
export function checkSession(now: number = Date.now()): Promise<AuthSession | null> | null {
  const { accessToken: token, offline } = useAuthStore.getState();
  // A session kept offline has no token: each check tries to restore it.
  if (!token) return offline ? refreshSession() : null;
  const exp = tokenExpiry(token);
  if (exp === null || exp * 1000 - now <= REFRESH_WITHIN_MS) return refreshSession();
  return null;
}

let stopCurrent: (() => void) | null = null;

/**
 * Restores the session after a reload (a refresh through the httpOnly cookie, when this browser
 * had a session), then checks the token every 30 s and when the tab becomes visible again. Returns a stop function; a second
 * call while running returns the same one.
 */
export function startSessionKeeper(options: SessionKeeperOptions = {}): () => void {
  if (stopCurrent) return stopCurrent;
  const now = options.now ?? Date.now;
  if (options.skipRestore) {
    // Keep the session that is there.
  } else if (options.alwaysRestore || hasSessionHint()) void refreshSession();
  else useAuthStore.getState().setLoading(false);
  const tick = () => void checkSession(now());
  const timer = setInterval(tick, CHECK_EVERY_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') tick();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  if (typeof window !== 'undefined') window.addEventListener('online', tick);
  stopCurrent = () => {
    clearInterval(timer);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
    if (typeof window !== 'undefined') window.removeEventListener('online', tick);
    stopCurrent = null;
  };
  return stopCurrent;
}
