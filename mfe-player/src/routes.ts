// mfe-player owns no page: the shell mounts its PlayerHost when the player store opens. It still
// exposes './routes' (empty) like every remote, so the shell and the release check treat all alike.
import type { RouteDeclaration } from '@premieres/contracts';

export const ROUTES: readonly RouteDeclaration[] = [];

export default ROUTES;
