import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';

/**
 * The API's surface as committed text: the OpenAPI document (services/api/openapi.snapshot.json)
 * and the README's table of every route. test/api-surface.test.ts fails when either no longer
 * matches the app; `npm run api-docs -w @premieres/api` rewrites both.
 */

/** Config that fixes which routes register, so neither text depends on the machine's env. */
export const SURFACE_CONFIG: Partial<ApiConfig> = {
  devRoutes: true,
  corsOrigins: [],
  metrics: { token: null, port: null, host: '127.0.0.1' },
};

export const SNAPSHOT_FILE = 'openapi.snapshot.json';
export const TABLE_START =
  '<!-- route-table:start (generated from the registered routes: npm run api-docs -w @premieres/api) -->';
export const TABLE_END = '<!-- route-table:end -->';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Operation = { summary?: string };
type OpenApi = { paths?: Record<string, Record<string, Operation>>; servers?: unknown };

/** Keys sorted at every level (arrays keep their order: it can mean something). */
function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key] as Json)]),
  );
}

/** The document the app serves at /api/docs/json, without anything that names a host. */
export async function openApiDocument(app: FastifyInstance): Promise<OpenApi> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  const document = res.json() as OpenApi;
  delete document.servers;
  return document;
}

/** Stable text: sorted keys, two-space indent, one final newline. */
export function openApiText(document: OpenApi): string {
  return `${JSON.stringify(sortKeys(document as Json), null, 2)}\n`;
}

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
/** Fastify's `/a/:id/*` is OpenAPI's `/a/{id}/{*}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

/**
 * One row per registered route (HEAD twins of GET left out), by path then method: its access
 * level from the access registry and its summary from the OpenAPI document.
 */
export function routeTable(app: FastifyInstance, document: OpenApi): string {
  const routes = app.apiRoutes
    .filter((route) => route.method !== 'HEAD')
    .sort(
      (a, b) => a.url.localeCompare(b.url) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
    );
  const rows = routes.map((route) => {
    const summary = document.paths?.[openApiPath(route.url)]?.[route.method.toLowerCase()]?.summary ?? '';
    return [`\`${route.method} ${cell(route.url)}\``, route.access ?? '', cell(summary)];
  });
  return [
    `${routes.length} routes.`,
    '',
    ...markdownTable(['Method and path', 'Access', 'Summary'], rows),
  ].join('\n');
}

/** Columns padded to their widest cell, as the repository's formatter (Biome) writes tables. */
function markdownTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, 3, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((text, column) => text.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

/** The README with the text between the markers replaced by `table`. */
export function withRouteTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${TABLE_START} … ${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}
