// The pages mfe-browse owns (spec §2 route table), exposed as './routes' and written to the
// build's routes.json: the shell, the gateway and the release check learn them from here. The
// pages (page-routes.ts) with their first paints (layout/first-paint.ts), which the shell draws
// before this remote has run. Data only: nothing but plain data modules is imported.
import { FIRST_PAINTS } from './layout/first-paint';
import { PAGE_ROUTES, type Route } from './page-routes';

export const ROUTES: readonly Route[] = PAGE_ROUTES.map((route) => {
  const firstPaint = FIRST_PAINTS[route.path];
  return firstPaint ? { ...route, firstPaint } : route;
});

export default ROUTES;
