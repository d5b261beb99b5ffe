// The links a remote offers for its pages in the app's chrome (a route declaration's `nav`). The
// shell draws the header, the mobile drawer and the account group from them and names no page.

/**
 * 'header': the main navigation of a wide screen; 'drawer': the mobile menu; 'account': the
 * signed-in member's group at the header's end (the sign-in button for a visitor); 'logo': where
 * the logo leads; 'search': where the header's search box leads (its text as `?q=`); 'bell': where
 * the header's notification bell leads.
 */
export type NavPlace = 'header' | 'drawer' | 'account' | 'logo' | 'search' | 'bell';

/** 'member': only signed in; 'visitor': only signed out; absent: both. */
export type NavAudience = 'member' | 'visitor';

/** An icon the shell has for a compact link (the account group's icon buttons). */
export type NavIcon = 'download' | 'settings';

/**
 * A control the shell draws itself around the link: 'plan' the member's plan badge (the page when
 * subscribed, `unsubscribedTo` otherwise), 'viewer' who is watching (the page with ?next=here).
 */
export type NavWidget = 'plan' | 'viewer';

/**
 * `Label`: what a label may be. A remote declares its links with the 'common' namespace's keys
 * (`RouteDeclaration<CommonKey>`, CommonKey from @premieres/i18n), so a wrong label does not
 * compile; read from JSON it is only a string (the shell checks it against the strings).
 */
export interface NavEntry<Label extends string = string> {
  place: NavPlace;
  /** A key of the 'common' namespace; a widget draws its own text and may leave it out. */
  label?: Label;
  /** Entries of one place are drawn by ascending order. */
  order: number;
  audience?: NavAudience;
  icon?: NavIcon;
  /** Drawn as the place's call to action (a filled button). */
  primary?: boolean;
  widget?: NavWidget;
  /** With the 'plan' widget: where a member without a plan goes instead (where plans are chosen). */
  unsubscribedTo?: string;
}

const PLACES: readonly string[] = ['header', 'drawer', 'account', 'logo', 'search', 'bell'];
const AUDIENCES: readonly string[] = ['member', 'visitor'];
const ICONS: readonly string[] = ['download', 'settings'];
const WIDGETS: readonly string[] = ['plan', 'viewer'];

const optional = (value: unknown, allowed: readonly string[]) =>
  value === undefined || allowed.includes(value as string);

/** Checks one entry read from JSON (routes.json, remotes.json). */
export function isNavEntry(value: unknown): value is NavEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    PLACES.includes(entry.place as string) &&
    (typeof entry.label === 'string' || (entry.label === undefined && entry.widget !== undefined)) &&
    typeof entry.order === 'number' &&
    Number.isFinite(entry.order) &&
    optional(entry.audience, AUDIENCES) &&
    optional(entry.icon, ICONS) &&
    (entry.primary === undefined || typeof entry.primary === 'boolean') &&
    optional(entry.widget, WIDGETS) &&
    (entry.unsubscribedTo === undefined ||
      (typeof entry.unsubscribedTo === 'string' && entry.unsubscribedTo.startsWith('/')))
  );
}

/** A link needs a path to lead to: no ':param' or '*' in it. */
export function isLinkablePath(path: string): boolean {
  return !path.includes(':') && !path.includes('*');
}

/**
 * Where the logo leads, as a document prerendered before the route table is known (the shell's
 * 404 page) writes it: the gateway puts each audience's declared target in (fillLogoTargets).
 */
export const LOGO_TARGET_PLACEHOLDERS = {
  member: 'premieresMemberHome',
  visitor: 'premieresVisitorHome',
} as const satisfies Record<NavAudience, string>;

/** A declared path that is safe inside an attribute and a script string as it is. */
const PLAIN_PATH = /^\/[\w\-./~]*$/;

/** The `nav: logo` target declared for an audience, the site's root when none is (or it is odd). */
export function logoTargetOf(
  routes: readonly { path: string; nav?: readonly NavEntry[] }[],
  audience: NavAudience,
): string {
  const entry = routes
    .flatMap((route) =>
      (route.nav ?? [])
        .filter((nav) => nav.place === 'logo' && (nav.audience ?? audience) === audience)
        .map((nav) => ({ order: nav.order, to: route.path })),
    )
    .sort((a, b) => a.order - b.order)[0];
  return entry && PLAIN_PATH.test(entry.to) ? entry.to : '/';
}

/** A prerendered document with its LOGO_TARGET_PLACEHOLDERS replaced by the declared targets. */
export function fillLogoTargets(
  html: string,
  routes: readonly { path: string; nav?: readonly NavEntry[] }[],
): string {
  return html
    .replaceAll(LOGO_TARGET_PLACEHOLDERS.member, logoTargetOf(routes, 'member'))
    .replaceAll(LOGO_TARGET_PLACEHOLDERS.visitor, logoTargetOf(routes, 'visitor'));
}
