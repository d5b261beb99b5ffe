// The viewer-profile routes' schemas are the contracts' (viewerRoutes, profile/viewer-routes.ts);
// the languages plugin names a profile with the same params.
export { ViewerProfileParamsSchema as ViewerProfileParams } from '@premieres/contracts';
