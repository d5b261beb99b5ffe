import type { Static, TSchema } from 'typebox';

/**
 * One API route as both ends see it: the API plugin registers its schemas, the api-client calls
 * its path and reads its answer type. Paths are Fastify's (`:id`), under `/api`.
 */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** The success status when it is not 200 (201 on a create, 202 when accepted for later, 204 with no body). */
  status?: 201 | 202 | 204;
  /** The success answer (`Type.Null()` for a 204). */
  response: TSchema;
}

/** What a route answers when it succeeds. */
export type RouteAnswer<Route extends ApiRoute> = Static<Route['response']>;

/** What a route takes as its body. */
export type RouteBody<Route extends ApiRoute> = Route['body'] extends TSchema ? Static<Route['body']> : never;

/**
 * A route's path filled in, relative to the api-client's `/api/` prefix:
 * `routeUrl('/movies/:id', { id: 'a b' })` → `movies/a%20b`. No schemas here, so a browser bundle
 * that calls routes keeps none.
 */
export function routeUrl(path: string, params: Record<string, string> = {}): string {
  return path
    .replace(/^\//, '')
    .replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
