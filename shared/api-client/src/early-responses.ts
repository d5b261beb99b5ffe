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

/** The early read under `key` if `usable`, taken once (a stale one is dropped, not returned). */
function take(key: string, usable: (early: EarlyRequest) => boolean): EarlyRequest | undefined {
  const reads = registry();
  const early = reads?.get(key);
  if (!reads || !early || !usable(early)) return undefined;
  reads.delete(key);
  return fresh(early) ? early : undefined;
}

/** The read the shell's entry started for this request, taken once; undefined when there is none. */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET' || !registry()?.size) return undefined;
  const key = earlyRequestKey(request.url, request.headers.get(VIEWER_PROFILE_HEADER));
  return take(key, () => true)?.response;
}

/**
 * The body of a GET the shell started, if it has already arrived: taken once, synchronously
 * (a page's first render can use it). Undefined while it travels, so the read goes its usual way.
 */
export function takeArrivedAnswer(url: string, viewerToken: string | null): unknown {
  if (!registry()?.size || !URL.canParse(url)) return undefined;
  return take(earlyRequestKey(url, viewerToken), (early) => early.answer !== undefined)?.answer;
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
