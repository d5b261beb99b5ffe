// The chrome's links, from what the remotes declare (a route's `nav`): the shell names no page.
import type { NavEntry, NavPlace, OwnedRoute } from '@premieres/contracts';

/** One link of a place: where it leads and how it is drawn. */
export interface NavItem extends Omit<NavEntry, 'place' | 'audience' | 'label'> {
  to: string;
  /** A key of 'common'; empty for a widget that draws its own text. */
  label: string;
}

/**
 * The links of `place` for a member (`signedIn`) or a visitor, by declared order (manifest order
 * between equals). Only a path without parameters may declare links (isRouteDeclaration).
 */
export function navItems(routes: readonly OwnedRoute[], place: NavPlace, signedIn: boolean): NavItem[] {
  const audience = signedIn ? 'member' : 'visitor';
  return routes
    .flatMap((route) =>
      (route.nav ?? [])
        .filter((entry) => entry.place === place && (entry.audience ?? audience) === audience)
        .map(({ place: _place, audience: _audience, ...entry }) => ({
          ...entry,
          label: entry.label ?? '',
          to: route.path,
        })),
    )
    .sort((a, b) => a.order - b.order);
}

export function isCurrent(to: string, pathname: string): boolean {
  return pathname.toLowerCase().replace(/\/+$/, '') === to;
}

/** Where the logo goes: the declared home of a member or a visitor (the site's root without one). */
export function logoTarget(routes: readonly OwnedRoute[], signedIn: boolean): string {
  return navItems(routes, 'logo', signedIn)[0]?.to ?? '/';
}

/** Where a declared place leads, for a member or a visitor (the first by order); none if undeclared. */
export function placeTarget(
  routes: readonly OwnedRoute[],
  place: NavPlace,
  signedIn: boolean,
): string | null {
  return navItems(routes, place, signedIn)[0]?.to ?? null;
}

/** The plain search box's target: the declared results page (`to`) with the text as `?q=`. */
export function searchTarget(to: string, text: string): string | null {
  const query = text.trim();
  return query ? `${to}?q=${encodeURIComponent(query)}` : null;
}
