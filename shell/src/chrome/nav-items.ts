/** Header navigation (spec "Header of app pages"); labels are keys of the 'common' namespace. */
export interface NavItem {
  to: string;
  labelKey: string;
  signedInOnly: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', labelKey: 'nav.home', signedInOnly: true },
  { to: '/movies', labelKey: 'nav.movies', signedInOnly: false },
  { to: '/premieres', labelKey: 'nav.premieres', signedInOnly: false },
  { to: '/my-list', labelKey: 'nav.myList', signedInOnly: false },
];

/** Drawer links after the main items. */
export const DRAWER_LINKS: readonly Omit<NavItem, 'signedInOnly'>[] = [
  { to: '/contact', labelKey: 'nav.contactUs' },
  { to: '/privacy', labelKey: 'nav.privacyPolicy' },
  { to: '/terms', labelKey: 'nav.termsConditions' },
  { to: '/shipping', labelKey: 'nav.shippingDelivery' },
];

export function isCurrent(to: string, pathname: string): boolean {
  return pathname.toLowerCase().replace(/\/+$/, '') === to;
}

/** Where the logo goes: the member home when signed in, else the landing page. */
export function logoTarget(signedIn: boolean): string {
  return signedIn ? '/dashboard' : '/';
}

/** The plain search box's target: the results page (the browse remote renders it). */
export function searchTarget(text: string): string | null {
  const query = text.trim();
  return query ? `/search?q=${encodeURIComponent(query)}` : null;
}
