// The pages mfe-account owns (spec §2 route table), exposed as './routes' and written to the
// build's routes.json: the shell, the gateway and the release check learn them from here.
// Data only: nothing is imported at run time.
import type { Chrome, RouteAccess, RouteDeclaration } from '@premieres/contracts';
import type { CommonKey } from '@premieres/i18n';

/** A page of this remote: its links' labels are keys of the common strings (a wrong one does not compile). */
type Route = RouteDeclaration<CommonKey>;

const page = (
  path: string,
  chrome: Chrome,
  access: RouteAccess = 'anyone',
  viewer?: RouteDeclaration['viewer'],
): Route => ({
  path,
  chrome,
  uiKit: true,
  access,
  ...(viewer ? { viewer } : {}),
});

/**
 * Spec §6: settings, profile, 'Who's watching?', notifications and the billing portal need sign-in
 * (`access: 'member'`: AccountRoutes puts RequireAuth around them). /profiles is 'Who's watching?'
 * (the shell sends a member there before any page until a profile is chosen); account pages are
 * grown-up pages, kept from a kids profile by the main PIN. `nav`: the links the shell draws.
 */
export const ROUTES: readonly Route[] = [
  {
    ...page('/auth', 'none'),
    // A document request gets this remote's prerendered page (src/auth-document: plain elements
    // and a Preact island); inside the app the shell draws AuthPage as before.
    prerendered: true,
    document: 'pages/auth.html',
    nav: [
      { place: 'account', label: 'actions.signIn', order: 10, audience: 'visitor', primary: true },
      { place: 'drawer', label: 'nav.signInUp', order: 60, audience: 'visitor', primary: true },
    ],
  },
  page('/auth/confirm', 'none'),
  page('/reset-password', 'none'),
  {
    ...page('/settings', 'app', 'member', 'grown-up'),
    nav: [
      { place: 'account', label: 'nav.settings', order: 40, audience: 'member', icon: 'settings' },
      { place: 'drawer', label: 'nav.accountSettings', order: 60, audience: 'member' },
    ],
  },
  page('/profile', 'app', 'member', 'grown-up'),
  {
    ...page('/profiles', 'app', 'member', 'picker'),
    nav: [{ place: 'account', order: 20, audience: 'member', widget: 'viewer' }],
  },
  {
    ...page('/notifications', 'app', 'member'),
    nav: [{ place: 'bell', label: 'nav.notifications', order: 10 }],
  },
  {
    ...page('/contact', 'app'),
    // A document request gets this remote's prerendered page (src/contact-document: plain
    // elements and a Preact island); inside the app the shell draws ContactPage as before.
    prerendered: true,
    document: 'pages/contact.html',
    nav: [{ place: 'drawer', label: 'nav.contactUs', order: 70 }],
  },
  page('/success', 'none'),
  {
    ...page('/billing', 'app', 'member', 'grown-up'),
    // The plan badge: the portal with a plan, the dashboard's plans section without one.
    nav: [
      { place: 'account', order: 10, audience: 'member', widget: 'plan', unsubscribedTo: '/dashboard#plans' },
    ],
  },
  page('/auth-test', 'none'),
];

export default ROUTES;
