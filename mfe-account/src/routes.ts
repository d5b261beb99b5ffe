// The pages mfe-account owns (spec §2 route table), exposed as './routes' and written to the
// build's routes.json: the shell, the gateway and the release check learn them from here.
// Data only: nothing is imported at run time.
import type { Chrome, RouteAccess, RouteDeclaration } from '@premieres/contracts';

const page = (
  path: string,
  chrome: Chrome,
  access: RouteAccess = 'anyone',
  viewer?: RouteDeclaration['viewer'],
): RouteDeclaration => ({
  path,
  chrome,
  uiKit: true,
  access,
  ...(viewer ? { viewer } : {}),
});

/**
 * Spec §6: settings and profile need sign-in (RequireAuth in AccountRoutes); so does the billing
 * portal. /profiles is 'Who's watching?' (the shell sends a member there before any page until a
 * profile is chosen); account pages are grown-up pages, kept from a kids profile by the main PIN.
 */
export const ROUTES: readonly RouteDeclaration[] = [
  page('/auth', 'none'),
  page('/auth/confirm', 'none'),
  page('/reset-password', 'none'),
  page('/settings', 'app', 'member', 'grown-up'),
  page('/profile', 'app', 'member', 'grown-up'),
  page('/profiles', 'app', 'anyone', 'picker'),
  page('/notifications', 'app', 'member'),
  page('/contact', 'app'),
  page('/success', 'none'),
  page('/billing', 'app', 'member', 'grown-up'),
  page('/auth-test', 'none'),
];

export default ROUTES;
