// Runs in the shell's entry, before the async boundary: plain fetch and contracts only (no shared
// module may load here).
import {
  EARLY_REQUESTS_GLOBAL,
  type EarlyRequest,
  earlyRequestKey,
  fillPreloadPath,
  hasPosterVariants,
  type OwnedRoute,
  type PreloadPictures,
  posterSrcSet,
  VIEWER_CHOICE_STORAGE_KEY,
  VIEWER_PROFILE_HEADER,
} from '@premieres/contracts';

type Registry = Map<string, EarlyRequest>;

/** The chosen viewer profile's token, as auth-store stored it; null when none or unreadable. */
export function storedViewerToken(): string | null {
  try {
    const raw = window.localStorage.getItem(VIEWER_CHOICE_STORAGE_KEY);
    const token = raw ? (JSON.parse(raw) as { token?: unknown }).token : null;
    return typeof token === 'string' && token ? token : null;
  } catch {
    return null;
  }
}

/** The registry the API client takes from (early-responses.ts of @premieres/api-client). */
export function earlyRequestRegistry(): Registry {
  const holder = window as unknown as Record<string, Registry | undefined>;
  holder[EARLY_REQUESTS_GLOBAL] ??= new Map();
  return holder[EARLY_REQUESTS_GLOBAL];
}

/** The answers of the reads this bundle started (the first paint draws from them). */
const answers = new WeakMap<EarlyRequest, Promise<unknown>>();

const readUrl = (path: string, apiBase: string) =>
  new URL(path, apiBase.endsWith('/') ? apiBase : `${apiBase}/`).toString();

/**
 * The parsed answer of one of the route's reads started here for this page (`search`: its URL's
 * query) and the stored viewer profile (undefined once it failed); null when no such read was
 * started.
 */
export function startedAnswer(
  route: OwnedRoute,
  preload: string,
  pathname: string,
  apiBase: string,
  search = '',
): Promise<unknown> | null {
  const path = fillPreloadPath(preload, route.path, pathname, search);
  if (path === null) return null;
  const early = earlyRequestRegistry().get(earlyRequestKey(readUrl(path, apiBase), storedViewerToken()));
  return (early && answers.get(early)) ?? null;
}

/**
 * Starts the reads the page's route declares (`preload`), so they travel while the remote's code
 * downloads instead of after it ran (issue 12: /movies asked for its titles only at 2.6 s). Public
 * catalogue reads only: they carry the viewer profile's token, as the API client would send it,
 * and no credentials. A read the page never asks for is simply not used.
 */
export function startEarlyRequests(
  route: OwnedRoute,
  pathname: string,
  apiBase: string,
  search = '',
): number {
  const viewer = storedViewerToken();
  const registry = earlyRequestRegistry();
  let started = 0;
  for (const preload of route.preload ?? []) {
    const path = fillPreloadPath(preload, route.path, pathname, search);
    if (path === null) continue;
    const url = readUrl(path, apiBase);
    const key = earlyRequestKey(url, viewer);
    if (registry.has(key)) continue;
    const response = fetch(url, {
      // Ahead of the scripts the page preloads: on HTTP/1.1 they queue for the same six connections.
      priority: 'high',
      credentials: 'include',
      headers: viewer ? { [VIEWER_PROFILE_HEADER]: viewer } : {},
    });
    // Unused or failed: the page's own request runs as usual; never an unhandled rejection.
    response.catch(() => undefined);
    const early: EarlyRequest = { response, startedAt: performance.now() };
    registry.set(key, early);
    const answer = keepAnswer(early);
    answers.set(early, answer);
    if (route.preloadPictures?.read === preload) preloadPicturesFrom(answer, route.preloadPictures);
    started += 1;
  }
  return started;
}

/** What the member's own reads go with: the restored session's access token. */
export interface MemberSession {
  accessToken: string;
}

/**
 * Starts the route's reads of the member's own data (`memberPreload`) once `session` (the restore
 * this document started, checked to be the chosen profile's member) answers, with its access token
 * and the viewer profile's token, exactly as the API client would send them. The API client takes
 * the answer only when it succeeded: a refused restore or read (an expired token, another account)
 * leaves the page to read as usual, and paints nothing.
 */
export function startMemberRequests(
  route: OwnedRoute,
  pathname: string,
  apiBase: string,
  search: string,
  session: Promise<MemberSession | null>,
): number {
  const viewer = storedViewerToken();
  if (!viewer) return 0;
  const registry = earlyRequestRegistry();
  let started = 0;
  for (const preload of route.memberPreload ?? []) {
    const path = fillPreloadPath(preload, route.path, pathname, search);
    if (path === null) continue;
    const url = readUrl(path, apiBase);
    const key = earlyRequestKey(url, viewer);
    if (registry.has(key)) continue;
    const response = session
      .then((member) => {
        if (!member) throw new Error('no session to read with');
        return fetch(url, {
          priority: 'high',
          credentials: 'include',
          headers: { authorization: `Bearer ${member.accessToken}`, [VIEWER_PROFILE_HEADER]: viewer },
        });
      })
      .then((answer) => {
        if (!answer.ok) throw new Error(`member read refused: ${answer.status}`);
        return answer;
      });
    response.catch(() => undefined);
    const early: EarlyRequest = { response, startedAt: performance.now() };
    registry.set(key, early);
    answers.set(early, keepAnswer(early));
    started += 1;
  }
  return started;
}

/** The thumbnails a read's answer names first: a paged list's first items, or one title's. */
export function picturesOf(answer: unknown, pictures: PreloadPictures): string[] {
  const items = pictures.from === 'item' ? [answer] : ((answer as { items?: unknown[] } | null)?.items ?? []);
  return items
    .slice(0, pictures.count)
    .map((item) => (item as { thumbnail?: unknown } | null)?.thumbnail)
    .filter((src): src is string => typeof src === 'string' && src.length > 0);
}

/**
 * Reads a copy of a successful answer into `early.answer` as soon as it arrives, so the page's
 * first render can draw it (the API client still takes the original if the page asks first).
 */
function keepAnswer(early: EarlyRequest): Promise<unknown> {
  return early.response
    .then((answer) => (answer.ok ? answer.clone().json() : undefined))
    .then((answer: unknown) => {
      early.answer = answer ?? undefined;
      return answer;
    })
    .catch(() => undefined);
}

/**
 * Asks for the page's first pictures (its LCP) at high priority as soon as the read naming them
 * answers, instead of when the page's code has drawn them. The page's <img> then finds them loaded.
 */
function preloadPicturesFrom(answer: Promise<unknown>, pictures: PreloadPictures): void {
  void answer.then((body) => {
    for (const src of picturesOf(body, pictures)) {
      const link = document.createElement('link');
      const attributes: [string, string][] = [
        ['rel', 'preload'],
        ['as', 'image'],
        ['href', src],
        ['fetchpriority', 'high'],
        // A poster in variants: the one the page's <img srcset> will pick, not the original.
        ...(pictures.sizes && hasPosterVariants(src)
          ? ([
              ['imagesrcset', posterSrcSet(src, 'webp')],
              ['imagesizes', pictures.sizes],
            ] as [string, string][])
          : []),
      ];
      for (const [name, value] of attributes) link.setAttribute(name, value);
      document.head.append(link);
    }
  });
}
