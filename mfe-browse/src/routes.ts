// The pages mfe-browse owns (spec §2 route table), exposed as './routes' and written to the
// build's routes.json: the shell, the gateway and the release check learn them from here.
// Data only: nothing is imported at run time.
import type { RouteDeclaration } from '@premieres/contracts';

const memberPage = (path: string): RouteDeclaration => ({
  path,
  chrome: 'app',
  uiKit: true,
  access: 'anyone',
});

export const ROUTES: readonly RouteDeclaration[] = [
  memberPage('/dashboard'),
  memberPage('/movies'),
  memberPage('/premieres'),
  memberPage('/my-list'),
  memberPage('/content/:id'),
  memberPage('/movie/:id'),
];

export default ROUTES;
