// Runs in the shell's entry, before the async boundary: plain fetch and contracts only (no shared
// module may load here; the CSRF double submit is imported by path, as a plain module).
import { csrfHeaders } from '@premieres/api-client/csrf';
import {
  EARLY_SESSION_GLOBAL,
  type EarlyRequest,
  SESSION_HINT_KEY,
  SESSION_REFRESH_LOCK,
} from '@premieres/contracts';

/** The restore this document started (the API client takes EARLY_SESSION_GLOBAL's copy away). */
const STARTED_GLOBAL = '__premieresEarlySessionStarted';

function hadSession(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Starts restoring a returning member's session (`POST auth/refresh`, the CSRF double submit, one
 * tab at a time) as the page's first script runs, instead of after the app's code has loaded:
 * a member page's first authenticated reads waited for it (issue 12). The API client takes the
 * answer (session.ts); a browser that never had a session sends nothing. Once per document: the
 * document's inline script may have started it already, for a page whose first read is the
 * member's own (the refresh cookie rotates: a second restore would spend it again).
 */
export function startEarlySession(apiBase: string, afterSending?: () => void): EarlyRequest | null {
  const holder = window as unknown as Record<string, EarlyRequest | undefined>;
  if (holder[STARTED_GLOBAL]) return holder[EARLY_SESSION_GLOBAL] ?? null;
  if (!hadSession()) return null;
  const url = new URL('auth/refresh', apiBase.endsWith('/') ? apiBase : `${apiBase}/`).toString();
  const refresh = () => {
    const response = fetch(url, { method: 'POST', credentials: 'include', headers: csrfHeaders() });
    // Work that may wait for the answer (afterSending) runs once the restore is on its way.
    afterSending?.();
    return response;
  };
  const locks = navigator.locks;
  const response = locks ? locks.request(SESSION_REFRESH_LOCK, refresh) : refresh();
  // The API client reads it, or runs its own refresh; never an unhandled rejection.
  response.catch(() => undefined);
  const early: EarlyRequest = { response, startedAt: performance.now() };
  holder[EARLY_SESSION_GLOBAL] = early;
  holder[STARTED_GLOBAL] = early;
  return early;
}
