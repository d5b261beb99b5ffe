// The pages mfe-browse owns (spec §2 route table), exposed as './routes' and written to the
// build's routes.json: the shell, the gateway and the release check learn them from here.
// Data only: nothing but plain data modules is imported.
import type { RouteDeclaration } from '@premieres/contracts';
import { DETAIL_PAGE_READS, MOVIES_PAGE_READS, PREMIERES_PAGE_READS } from './rows/preloads';

/** `preload`: the page's first catalogue reads, which the shell starts while this remote loads. */
const memberPage = (path: string, preload?: string[]): RouteDeclaration => ({
  path,
  chrome: 'app',
  uiKit: true,
  access: 'anyone',
  ...(preload ? { preload } : {}),
});

export const ROUTES: readonly RouteDeclaration[] = [
  memberPage('/dashboard'),
  memberPage('/movies', MOVIES_PAGE_READS),
  memberPage('/premieres', PREMIERES_PAGE_READS),
  memberPage('/my-list'),
  memberPage('/content/:id', DETAIL_PAGE_READS),
  memberPage('/movie/:id', DETAIL_PAGE_READS),
];

export default ROUTES;
