import { useAuthStore } from '@premieres/auth-store';
import type { RouteAnswer, RouteBody, ViewerRoutes } from '@premieres/contracts';
import { routeUrl, VIEWER_PATHS } from '@premieres/contracts';
import { call } from './http';

// Bodies and answers typed from the contracts' route table (viewerRoutes); only its paths are
// imported at run time, so the schemas stay out of the browser bundles.
type ViewerList = RouteAnswer<ViewerRoutes['list']>;
type Viewer = RouteAnswer<ViewerRoutes['update']>;
type Selection = RouteAnswer<ViewerRoutes['select']>;

const one = (id: string) => routeUrl(VIEWER_PATHS.one, { id });

/** Viewer profiles of the signed-in account (`/api/viewer-profiles`). */
export const viewersApi = {
  list: async (): Promise<Viewer[]> =>
    (await call((c) => c.get(routeUrl(VIEWER_PATHS.list)).json<ViewerList>())).items,
  create: (body: RouteBody<ViewerRoutes['create']>): Promise<RouteAnswer<ViewerRoutes['create']>> =>
    call((c) => c.post(routeUrl(VIEWER_PATHS.list), { json: body }).json()),
  update: (id: string, body: RouteBody<ViewerRoutes['update']>): Promise<Viewer> =>
    call((c) => c.patch(one(id), { json: body }).json()),
  remove: async (id: string): Promise<void> => {
    await call((c) => c.delete(one(id)));
  },
  /** Chooses who is watching (with the PIN when the profile has one) and stores it. */
  select: async (id: string, pin?: string): Promise<Selection> => {
    const body: RouteBody<ViewerRoutes['select']> = pin ? { pin } : {};
    const selection = await call((c) =>
      c.post(routeUrl(VIEWER_PATHS.select, { id }), { json: body }).json<Selection>(),
    );
    useAuthStore.getState().setViewer(selection.profile, selection.token);
    return selection;
  },
};
