import type { FastifyInstance } from 'fastify';

/** One operation of the OpenAPI document, with what the fuzzer needs to know about it. */
export interface FuzzRoute {
  method: string;
  /** Fastify form, e.g. /api/movies/:id */
  url: string;
  pathParams: string[];
  queryParams: { name: string; type?: string; schema?: JsonSchema }[];
  bodyFields: { name: string; type?: string; schema?: JsonSchema }[];
  /** Path parameters' schemas, by name. */
  pathSchemas?: Record<string, JsonSchema>;
  /** Accepts a body (JSON or multipart). */
  hasBody: boolean;
  /** Declares any input at all (body, query or path); a route without any has nothing to fuzz. */
  takesInput: boolean;
}

/** What the fuzzers read of a JSON schema (the document's own, from TypeBox). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface OpenApiParameter {
  in: string;
  name: string;
  schema?: JsonSchema & { type?: string };
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, JsonSchema & { type?: string }> } }>;
  };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * Every operation of the app's own OpenAPI document (GET /api/docs/json), so routes added by
 * any domain plugin are fuzzed without a line here.
 */
export async function openApiRoutes(app: FastifyInstance): Promise<FuzzRoute[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue;
      const parameters = op.parameters ?? [];
      const jsonBody = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      routes.push({
        method: method.toUpperCase(),
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, type: p.schema?.type, schema: p.schema })),
        bodyFields: Object.entries(jsonBody).map(([name, schema]) => ({ name, type: schema.type, schema })),
        pathSchemas: Object.fromEntries(
          parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema ?? {}]),
        ),
        hasBody: method !== 'get' && method !== 'delete' ? true : op.requestBody !== undefined,
        takesInput: op.requestBody !== undefined || parameters.length > 0,
      });
    }
  }
  return routes;
}

/** Registered API routes the document does not list (hidden ones would escape the fuzzer). */
export function routesMissingFromDocument(app: FastifyInstance, documented: FuzzRoute[]): string[] {
  const known = new Set(documented.map((r) => `${r.method} ${r.url}`));
  return app.apiRoutes
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .filter((r) => !r.url.startsWith('/api/docs') && !r.url.endsWith('/*'))
    .map((r) => `${r.method} ${r.url}`)
    .filter((key) => !known.has(key));
}
