// 'Who's watching?' before any app page, and grown-up pages kept from a kids profile. The shell
// names no page: the picker is the route a remote declared `viewer: 'picker'`, and a grown-up page
// is one declared `viewer: 'grown-up'`. Plain functions; ViewerGate.tsx draws the decision.
import { findOwnedRoute, type OwnedRoute } from '@premieres/contracts';

/** What the account's profile list said: choose (more than one, or a PIN) or go on as the one. */
export type ProfileCheck = 'choose' | 'one';

export interface ViewerGateInput {
  route: OwnedRoute | null;
  /** The declared picker's path, null when no remote declared one. */
  pickerPath: string | null;
  signedIn: boolean;
  /** The first session check has not answered yet. */
  loading: boolean;
  viewer: { kids: boolean } | null;
  /** The API refused a call for want of a chosen profile (auth-store's viewerNeeded). */
  viewerNeeded: boolean;
  /** The profile list's answer for this account; null until asked. */
  check: ProfileCheck | null;
  /** Where the member was going (path and query), to come back to after choosing. */
  here: string;
}

export type GateDecision = { kind: 'open' } | { kind: 'check' } | { kind: 'redirect'; to: string };

const OPEN: GateDecision = { kind: 'open' };

export function pickerPathOf(routes: readonly OwnedRoute[]): string | null {
  return routes.find((route) => route.viewer === 'picker' && !route.path.includes(':'))?.path ?? null;
}

function toPicker(pickerPath: string, reason: 'pick' | 'grownup', here: string): GateDecision {
  return { kind: 'redirect', to: `${pickerPath}?${reason}=1&next=${encodeURIComponent(here)}` };
}

/**
 * The gate applies to a signed-in member on an app page (chrome 'app') or a grown-up page; the
 * picker itself, visitor pages and pages with their own top bar (sign-in, checkout) stay open.
 */
export function viewerGate(input: ViewerGateInput): GateDecision {
  const { route, pickerPath, signedIn, loading, viewer } = input;
  if (!route || !pickerPath || route.viewer === 'picker' || !signedIn || loading) return OPEN;
  if (route.chrome !== 'app' && route.viewer !== 'grown-up') return OPEN;
  if (input.viewerNeeded) return toPicker(pickerPath, 'pick', input.here);
  if (viewer) {
    return viewer.kids && route.viewer === 'grown-up' ? toPicker(pickerPath, 'grownup', input.here) : OPEN;
  }
  if (input.check === null) return { kind: 'check' };
  return input.check === 'choose' ? toPicker(pickerPath, 'pick', input.here) : OPEN;
}

/** More than one profile, or a PIN on the only one: the member must say who is watching. */
export function profileCheckOf(profiles: readonly { hasPin: boolean }[]): ProfileCheck {
  return profiles.length > 1 || profiles[0]?.hasPin ? 'choose' : 'one';
}

/**
 * Whether the header offers a link to a kids profile: not to a page declared 'grown-up' (account
 * settings, billing), which would only ask for the main profile's PIN.
 */
export function offersLink(
  to: string,
  routes: readonly OwnedRoute[],
  viewer: { kids: boolean } | null,
): boolean {
  if (!viewer?.kids) return true;
  const path = to.split(/[?#]/)[0] ?? to;
  return findOwnedRoute(routes, path)?.viewer !== 'grown-up';
}
