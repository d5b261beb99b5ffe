import { Type } from 'typebox';
import type { ApiRoute } from '../api-routes/api-route';
import { StoredIdParamsSchema } from '../api-routes/stored-id';
import { VIEWER_PATHS } from './viewer-paths';
import {
  ViewerProfileCreateSchema,
  ViewerProfileSchema,
  ViewerProfileSelectSchema,
  ViewerProfileUpdateSchema,
  ViewerSelectionSchema,
} from './viewer-profile';

/** A stored profile's id (ObjectId hex). */
export const ViewerProfileParamsSchema = StoredIdParamsSchema;

export const ViewerProfileListSchema = Type.Object({ items: Type.Array(ViewerProfileSchema) });

/**
 * The viewer-profile routes, one table for both ends: the viewers plugin registers these
 * schemas, the api-client's viewersApi calls these paths with these bodies and answers these types.
 */
export const viewerRoutes = {
  list: { method: 'GET', path: VIEWER_PATHS.list, response: ViewerProfileListSchema },
  create: {
    method: 'POST',
    path: VIEWER_PATHS.list,
    body: ViewerProfileCreateSchema,
    status: 201,
    response: ViewerProfileSchema,
  },
  update: {
    method: 'PATCH',
    path: VIEWER_PATHS.one,
    params: ViewerProfileParamsSchema,
    body: ViewerProfileUpdateSchema,
    response: ViewerProfileSchema,
  },
  remove: {
    method: 'DELETE',
    path: VIEWER_PATHS.one,
    params: ViewerProfileParamsSchema,
    status: 204,
    response: Type.Null(),
  },
  /** The PIN is sent only for a profile that has one: the body may be left out. */
  select: {
    method: 'POST',
    path: VIEWER_PATHS.select,
    params: ViewerProfileParamsSchema,
    body: Type.Optional(ViewerProfileSelectSchema),
    response: ViewerSelectionSchema,
  },
} as const satisfies Record<string, ApiRoute>;
export type ViewerRoutes = typeof viewerRoutes;
