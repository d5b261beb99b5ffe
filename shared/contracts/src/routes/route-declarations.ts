// What a remote declares about the pages it owns (its exposed './routes' module and the routes.json
// of its build). The shell, the gateway and the release check all read these; no remote path is
// written anywhere else.
import { type FirstPaint, isFirstPaint } from './first-paint';
import { isLinkablePath, isNavEntry, type NavEntry } from './nav-entries';

/** 'app': the shell draws the app header and mobile drawer; 'none': the page has its own top bar. */
export type Chrome = 'app' | 'none';

/** Who may open the page: the remote enforces it; the declaration says it for everyone to see. */
export type RouteAccess = 'anyone' | 'member' | 'staff';

/**
 * The page's place in 'Who's watching?': 'picker' is where a viewer profile is chosen (the shell
 * sends a signed-in member there first, and a kids profile there from a grown-up page);
 * 'grown-up' pages (account settings, billing, admin) are not for a kids profile: opening one
 * asks for the main profile's PIN. Undeclared: any profile may open it once one is chosen.
 */
export type ViewerGate = 'picker' | 'grown-up';

/** `Label`: what its links' labels may be (see NavEntry); a remote's own table uses CommonKey. */
export interface RouteDeclaration<Label extends string = string> {
  /** '/content/:id' matches one segment per ':name'; a final '/*' matches the rest. */
  path: string;
  chrome: Chrome;
  /** False: the page draws itself without the shared UI kit, so the shell does not load it there. */
  uiKit: boolean;
  access: RouteAccess;
  viewer?: ViewerGate;
  /**
   * True: the owning remote's build holds this page's whole document (dist/landing.html: the page
   * prerendered, its CSS and a small islands bundle that makes it interactive), served as is for
   * a document request, without the shell. Navigating to it inside the app renders the remote's
   * './App' in the shell as any page.
   */
  prerendered?: boolean;
  /**
   * With `prerendered`: the file of the owning remote's build that holds this page's document
   * ('pages/faq.html'); 'landing.html' when not given.
   */
  document?: string;
  /**
   * The API reads the page makes first, relative to the API's base ('movies/:id', ':name' filled
   * from the page path): the shell starts them while the remote's code loads (early-requests.ts).
   */
  preload?: string[];
  /**
   * The page's first reads of the signed-in member's own data ('me/list'), as `preload`: the
   * shell starts them once the session restore it started for a browser that had a session has
   * answered, with that session's access token and the chosen viewer profile's token, and only
   * for the chosen profile of the member this browser last saw signed in (the restore's own
   * account). A refused restore or read starts and paints nothing: the page reads as usual.
   */
  memberPreload?: string[];
  /**
   * The pictures the page paints first, from one of its `preload` reads: 'list' takes the first
   * `count` items' thumbnails of a paged answer, 'item' the thumbnail of a single title. The shell
   * asks for them (high priority) as soon as that read answers, while the page's code still loads.
   */
  preloadPictures?: PreloadPictures;
  /**
   * The page's first screen (its first row, a title's hero) as plain elements filled from one of
   * its `preload` reads: the shell draws it as soon as that read answers, before the app's code has
   * run, and removes it once the page has drawn (first-paint.ts).
   */
  firstPaint?: FirstPaint;
  /**
   * The page's own code as the remote imports it on demand ('./pages/MoviesPage', a key of its
   * build's chunk-groups.json): the gateway names those files in the page's HTML, so they download
   * with the remote's entry instead of one round trip after it ran.
   */
  pageChunk?: string;
  /**
   * The page's links in the app's chrome (header, drawer, account group, logo): the shell draws
   * them from here, in their declared order, for the declared audience. Only a path without
   * parameters may have them.
   */
  nav?: NavEntry<Label>[];
  /**
   * True: the service worker keeps this page's remote for a start with no network, and an offline
   * start of a member this browser knows opens the first such page (the downloads).
   */
  offline?: boolean;
}

export interface PreloadPictures {
  /** One of the route's `preload` reads. */
  read: string;
  from: 'list' | 'item';
  count: number;
  /**
   * The `sizes` the page draws them with, for pictures served in variants (poster-variants.ts):
   * the preload then asks for the same variant as the page's <img srcset> (issue 28).
   */
  sizes?: string;
}

function isPreloadPictures(value: unknown, preload: unknown): value is PreloadPictures {
  if (typeof value !== 'object' || value === null) return false;
  const pictures = value as Record<string, unknown>;
  return (
    Array.isArray(preload) &&
    preload.includes(pictures.read) &&
    (pictures.from === 'list' || pictures.from === 'item') &&
    Number.isInteger(pictures.count) &&
    (pictures.count as number) >= 1 &&
    (pictures.count as number) <= 12 &&
    (pictures.sizes === undefined || (typeof pictures.sizes === 'string' && pictures.sizes.length > 0))
  );
}

/** A declaration together with the remote that made it. */
export interface OwnedRoute extends RouteDeclaration {
  remote: string;
}

const CHROMES: readonly string[] = ['app', 'none'];
const ACCESS: readonly string[] = ['anyone', 'member', 'staff'];
const VIEWER_GATES: readonly string[] = ['picker', 'grown-up'];

/** Checks one item read from JSON (routes.json, remotes.json) before anyone trusts it. */
export function isRouteDeclaration(value: unknown): value is RouteDeclaration {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Record<string, unknown>;
  return (
    typeof route.path === 'string' &&
    route.path.startsWith('/') &&
    CHROMES.includes(route.chrome as string) &&
    typeof route.uiKit === 'boolean' &&
    ACCESS.includes(route.access as string) &&
    (route.viewer === undefined || VIEWER_GATES.includes(route.viewer as string)) &&
    (route.prerendered === undefined || typeof route.prerendered === 'boolean') &&
    (route.document === undefined || isDocumentFile(route.document)) &&
    (route.preload === undefined ||
      (Array.isArray(route.preload) && route.preload.every((read) => isPreloadPath(read)))) &&
    (route.preloadPictures === undefined || isPreloadPictures(route.preloadPictures, route.preload)) &&
    (route.memberPreload === undefined ||
      (Array.isArray(route.memberPreload) && route.memberPreload.every((read) => isPreloadPath(read)))) &&
    (route.firstPaint === undefined ||
      isFirstPaint(route.firstPaint, [
        ...((route.preload as unknown[] | undefined) ?? []),
        ...((route.memberPreload as unknown[] | undefined) ?? []),
      ])) &&
    (route.pageChunk === undefined ||
      (typeof route.pageChunk === 'string' && /^\.\/[\w./-]+$/.test(route.pageChunk))) &&
    (route.nav === undefined ||
      (Array.isArray(route.nav) && isLinkablePath(route.path) && route.nav.every(isNavEntry))) &&
    (route.offline === undefined || (typeof route.offline === 'boolean' && isLinkablePath(route.path)))
  );
}

/** A prerendered document's file inside a build: lower-case names, folders, '.html'; never '..'. */
export function isDocumentFile(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9-]+(\/[a-z0-9-]+)*\.html$/.test(value);
}

/** The build file of a route's prerendered document. */
export function prerenderedDocumentOf(route: RouteDeclaration): string {
  return route.document ?? 'landing.html';
}

/**
 * A path under the API's base, so it never leaves the API: no scheme or host, no leading slash,
 * no '..' or '//', and ':' only to start a parameter: a path segment ('movies/:id', from the page
 * path) or a query value ('search?q=:q', from the page URL's query).
 */
export function isPreloadPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^[a-z0-9][a-z0-9/:?=&%+_.,-]*$/i.test(value) &&
    !value.includes('..') &&
    !value.includes('//') &&
    !/[^/=]:/.test(value)
  );
}

function segments(path: string): string[] {
  return path
    .toLowerCase()
    .split('/')
    .filter((part) => part.length > 0);
}

/** Case-insensitive like react-router; a trailing slash is ignored. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  const splat = want[want.length - 1] === '*';
  const fixed = splat ? want.slice(0, -1) : want;
  if (splat ? have.length < fixed.length : have.length !== fixed.length) return false;
  return fixed.every((part, index) => part.startsWith(':') || part === have[index]);
}

/** The first route that matches; a conflict was refused at release time, so there is one. */
export function findOwnedRoute(routes: readonly OwnedRoute[], pathname: string): OwnedRoute | null {
  return routes.find((route) => matchesPath(route.path, pathname)) ?? null;
}

/** Whether some path matches both patterns ('/content/:id' and '/content/new' do). */
export function patternsOverlap(a: string, b: string): boolean {
  const left = segments(a);
  const right = segments(b);
  const leftSplat = left[left.length - 1] === '*';
  const rightSplat = right[right.length - 1] === '*';
  const leftFixed = leftSplat ? left.slice(0, -1) : left;
  const rightFixed = rightSplat ? right.slice(0, -1) : right;
  const shared = Math.min(leftFixed.length, rightFixed.length);
  for (let index = 0; index < shared; index += 1) {
    const l = leftFixed[index] ?? '';
    const r = rightFixed[index] ?? '';
    if (!l.startsWith(':') && !r.startsWith(':') && l !== r) return false;
  }
  if (leftFixed.length === rightFixed.length) return true;
  // The shorter one must end in a splat to swallow the longer one's extra segments.
  return leftFixed.length < rightFixed.length ? leftSplat : rightSplat;
}

export interface RouteConflict {
  /** The two claims, e.g. '/movies' (mfe-browse) and '/movies' (mfe-catalog). */
  first: OwnedRoute;
  second: OwnedRoute;
}

/** Claims of different remotes that some path would match both of. */
export function routeConflicts(routes: readonly OwnedRoute[]): RouteConflict[] {
  const conflicts: RouteConflict[] = [];
  routes.forEach((first, index) => {
    for (const second of routes.slice(index + 1)) {
      if (first.remote !== second.remote && patternsOverlap(first.path, second.path)) {
        conflicts.push({ first, second });
      }
    }
  });
  return conflicts;
}

export function describeConflict({ first, second }: RouteConflict): string {
  return `${second.remote} claims ${second.path}, which ${first.remote} already owns (${first.path})`;
}
