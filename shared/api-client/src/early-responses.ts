import {
  EARLY_REQUEST_MAX_AGE_MS,
  EARLY_REQUESTS_GLOBAL,
  type EarlyRequest,
  earlyRequestKey,
  VIEWER_PROFILE_HEADER,
} from '@premieres/contracts';

/** The shell's entry keeps them on window (globalThis in a page). */
const registry = () =>
  (globalThis as unknown as Record<string, Map<string, EarlyRequest> | undefined>)[EARLY_REQUESTS_GLOBAL];

const fresh = (early: EarlyRequest) => performance.now() - early.startedAt <= EARLY_REQUEST_MAX_AGE_MS;

/** The read the shell's entry started for this request, taken once; undefined when there is none. */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const reads = registry();
  if (!reads || reads.size === 0) return undefined;
  const key = earlyRequestKey(request.url, request.headers.get(VIEWER_PROFILE_HEADER));
  const early = reads.get(key);
  if (!early) return undefined;
  reads.delete(key);
  return fresh(early) ? early.response : undefined;
}

/**
 * The body of a GET the shell started, if it has already arrived: taken once, synchronously
 * (a page's first render can use it). Undefined while it travels, so the read goes its usual way.
 */
export function takeArrivedAnswer(url: string, viewerToken: string | null): unknown {
  const reads = registry();
  if (!reads || reads.size === 0 || !URL.canParse(url)) return undefined;
  const key = earlyRequestKey(url, viewerToken);
  const early = reads.get(key);
  if (!early || early.answer === undefined) return undefined;
  reads.delete(key);
  return fresh(early) ? early.answer : undefined;
}

/**
 * Wraps the client's fetch: a GET the shell already started (the page's first catalogue reads,
 * declared by its route) is answered by that read; a failed early read is tried again for real.
 */
export function withEarlyResponses(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const request = typeof Request !== 'undefined' && input instanceof Request ? input : null;
    const early = request ? takeEarlyResponse(request) : undefined;
    return early ? early.catch(() => fetchImpl(input, init)) : fetchImpl(input, init);
  };
}
