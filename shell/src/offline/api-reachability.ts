// Whether the API can be reached, as the shell tells the visitor (OfflineBanner). Every API call of
// every remote goes through the shared api-client, whose fetch the shell wraps: a call that gets no
// answer (or the proxy's 502/503/504) marks the API unreachable; any other answer marks it back.
// While unreachable, and only then, /api/ready is polled so the state clears by itself.
import { apiConfig, configureApiClient } from '@premieres/api-client';

export const POLL_MS = 3000;
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

type Listener = () => void;
const listeners = new Set<Listener>();
let offline = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let rawFetch: typeof fetch = (...args) => globalThis.fetch(...args);

export function isApiOffline(): boolean {
  return offline;
}

export function subscribeApiReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function schedulePoll(delayMs: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => void poll(), delayMs);
}

function setOffline(value: boolean): void {
  if (value) schedulePoll(POLL_MS);
  else clearTimeout(timer);
  if (offline === value) return;
  offline = value;
  for (const listener of listeners) listener();
}

async function poll(): Promise<void> {
  try {
    const response = await rawFetch(`${apiConfig().baseUrl}/ready`, { cache: 'no-store' });
    setOffline(!response.ok);
  } catch {
    setOffline(true);
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The api-client's fetch: the same call, watched. */
export const watchedFetch: typeof fetch = async (input, init) => {
  let response: Response;
  try {
    response = await rawFetch(input, init);
  } catch (error) {
    // A cancelled query is no sign of anything; a failed connection is.
    if (!isAbort(error)) setOffline(true);
    throw error;
  }
  setOffline(UNREACHABLE_STATUSES.has(response.status));
  return response;
};

/** Installs the watch (once, at start-up); `fetchImpl` replaces the network in tests. */
export function watchApiReachability(fetchImpl?: typeof fetch): () => void {
  if (fetchImpl) rawFetch = fetchImpl;
  configureApiClient({ fetch: watchedFetch });
  const wentOffline = () => setOffline(true);
  const cameOnline = () => schedulePoll(0);
  window.addEventListener('offline', wentOffline);
  window.addEventListener('online', cameOnline);
  if (navigator.onLine === false) setOffline(true);
  return () => {
    window.removeEventListener('offline', wentOffline);
    window.removeEventListener('online', cameOnline);
    clearTimeout(timer);
    offline = false;
  };
}
