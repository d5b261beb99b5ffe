import {
  type ApiRoute,
  authRoutes,
  episodeRoutes,
  libraryRoutes,
  movieRoutes,
  notificationRoutes,
  viewerRoutes,
  watchProgressRoutes,
} from '@premieres/contracts';
import { openApiDocument, SURFACE_CONFIG } from '../src/docs/api-surface';
import { useTestApp } from './support/test-app';

/**
 * The contracts' typed route tables are what the api-client calls and types its answers by: each
 * of their routes must be one the API registers, at that method and path, with the table's
 * params, query, body and success status and answer (so a plugin that drifts from its table
 * fails here). Read from the OpenAPI document, which writes a nullable field its own way: the
 * schemas are compared by their fields.
 */
const TABLES: Record<string, Record<string, ApiRoute>> = {
  movies: movieRoutes,
  'my list': libraryRoutes.list,
  likes: libraryRoutes.likes,
  'viewer profiles': viewerRoutes,
  notifications: notificationRoutes,
  'watch progress': watchProgressRoutes,
  episodes: episodeRoutes,
  auth: authRoutes,
};
const ROUTES = Object.entries(TABLES).flatMap(([table, routes]) =>
  Object.entries(routes).map(([name, route]) => ({ label: `${table}: ${name}`, route })),
);

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** An object schema's field names; an array's, of its items; none for another schema. */
function fieldsOf(schema: unknown): string[] {
  const { properties, items } = (schema ?? {}) as { properties?: object; items?: unknown };
  if (items) return fieldsOf(items).map((name) => `[].${name}`);
  return Object.keys(properties ?? {}).sort();
}

const api = useTestApp({ config: SURFACE_CONFIG });
let document: Document;
beforeAll(async () => {
  document = (await openApiDocument(api.app)) as unknown as Document;
});

it('the tables hold the routes the api-client calls (before: the 3 movie routes)', () => {
  expect(ROUTES.length).toBe(39);
});

it.each(ROUTES)('$label is registered with the table’s schemas', ({ route }) => {
  const path = `/api${route.path}`.replace(/:([A-Za-z_]+)/g, '{$1}');
  const operation = document.paths[path]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`${route.method} ${path} is not a registered route`);

  const status = String(route.status ?? 200);
  expect(Object.keys(operation.responses)).toContain(status);
  const answer = operation.responses[status]?.content?.['application/json']?.schema;
  expect(fieldsOf(answer)).toEqual(fieldsOf(route.response));
  const named = (place: string) =>
    (operation.parameters ?? [])
      .filter((parameter) => parameter.in === place)
      .map(({ name }) => name)
      .sort();
  expect(named('path')).toEqual(fieldsOf(route.params));
  expect(named('query')).toEqual(fieldsOf(route.querystring));
  const body = operation.requestBody?.content['application/json']?.schema;
  expect(body === undefined).toBe(route.body === undefined);
  expect(fieldsOf(body)).toEqual(fieldsOf(route.body));
});
