// The pages mfe-admin owns, exposed as './routes' and written to the build's routes.json: the
// shell, the gateway and the release check learn them from here. Data only.
import type { RouteDeclaration } from '@premieres/contracts';

export const ROUTES: readonly RouteDeclaration[] = [
  // Not for a kids profile: the shell asks for the main profile's PIN first.
  { path: '/admin/*', chrome: 'none', uiKit: true, access: 'staff', viewer: 'grown-up' },
];

export default ROUTES;
