// Which remote owns which path (ARCHITECTURE.md) and whether the app header is drawn around it.
// Plain data and no shared imports: the entry reads it before the async boundary.

export type RemoteName = 'mfe-landing' | 'mfe-browse' | 'mfe-player' | 'mfe-account' | 'mfe-admin';

/** 'app': the shell draws the app header and mobile drawer; 'none': the page has its own top bar. */
export type Chrome = 'app' | 'none';

export interface RouteEntry {
  /** '/content/:id' matches one segment per ':name'; a final '/*' matches the rest. */
  path: string;
  remote: RemoteName;
  chrome: Chrome;
  /** False: the page draws itself without the shared UI kit, so the shell does not load it there. */
  uiKit: boolean;
}

// The landing page itself (/, /home, /index) is plain HTML + CSS: the first visit stays light.
const landingPage = (path: string): RouteEntry => ({
  path,
  remote: 'mfe-landing',
  chrome: 'none',
  uiKit: false,
});
const landing = (path: string): RouteEntry => ({ path, remote: 'mfe-landing', chrome: 'none', uiKit: true });
const browse = (path: string): RouteEntry => ({ path, remote: 'mfe-browse', chrome: 'app', uiKit: true });
const account = (path: string, chrome: Chrome): RouteEntry => ({
  path,
  remote: 'mfe-account',
  chrome,
  uiKit: true,
});

/** Every path of the spec's route table. /help/{slug} has no route (spec): it is a 404. */
export const ROUTES: readonly RouteEntry[] = [
  landingPage('/'),
  landingPage('/home'),
  landingPage('/index'),
  landing('/faq'),
  landing('/help'),
  landing('/about'),
  landing('/privacy'),
  landing('/terms'),
  landing('/shipping'),
  landing('/speed-test'),
  browse('/dashboard'),
  browse('/movies'),
  browse('/premieres'),
  browse('/my-list'),
  browse('/content/:id'),
  browse('/movie/:id'),
  account('/auth', 'none'),
  account('/auth/confirm', 'none'),
  account('/reset-password', 'none'),
  account('/settings', 'app'),
  account('/profile', 'app'),
  account('/profiles', 'app'),
  account('/notifications', 'app'),
  account('/contact', 'app'),
  account('/success', 'none'),
  account('/auth-test', 'none'),
  { path: '/admin/*', remote: 'mfe-admin', chrome: 'none', uiKit: true },
];

function segments(path: string): string[] {
  return path.split('/').filter((part) => part.length > 0);
}

/** Case-insensitive like react-router; a trailing slash is ignored. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname.toLowerCase());
  const splat = want[want.length - 1] === '*';
  const fixed = splat ? want.slice(0, -1) : want;
  if (splat ? have.length < fixed.length : have.length !== fixed.length) return false;
  return fixed.every((part, index) => part.startsWith(':') || part.toLowerCase() === have[index]);
}

export function findRoute(pathname: string): RouteEntry | null {
  return ROUTES.find((route) => matchesPath(route.path, pathname)) ?? null;
}

/** The remotes that own at least one route (mfe-player owns none: it is mounted on demand). */
export const ROUTED_REMOTES: readonly RemoteName[] = [...new Set(ROUTES.map((route) => route.remote))];
