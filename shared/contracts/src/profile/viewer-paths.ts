/**
 * Where the viewer profiles live (under /api). Schema-free: the api-client reads these without
 * bringing the schemas (viewer-routes.ts) into a browser bundle.
 */
export const VIEWER_PATHS = {
  list: '/viewer-profiles',
  one: '/viewer-profiles/:id',
  select: '/viewer-profiles/:id/select',
} as const;
