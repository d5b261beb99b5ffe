import type { InjectOptions } from 'fastify';
import { assembleMatrix } from './authorization';
import { matrixContext } from './authorization/context';
import { type Ctx, PRINCIPALS, type Row } from './authorization/matrix-kit';
import { asViewer, bearer, databaseConnected } from './helpers';
import { useTestApp } from './support/test-app';

/**
 * Authorization matrix: every registered route × every kind of caller, with the expected status.
 * The route list comes from the app itself (onRoute), so a route added without a row fails the
 * first test. The rows live one file per domain plugin in test/authorization/ (assembled by its
 * index.ts); a new route adds its row to its domain's file.
 */
const MATRIX = assembleMatrix();

/** The row of a route; HEAD routes Fastify adds for GET ones behave as the GET row. */
function rowFor(method: string, url: string): Row | undefined {
  return MATRIX[`${method} ${url}`] ?? (method === 'HEAD' ? MATRIX[`GET ${url}`] : undefined);
}

const CORS_ORIGIN = 'http://localhost:3001';
const api = useTestApp({ config: { corsOrigins: [CORS_ORIGIN] } });
let ctx: Ctx;
beforeAll(async () => {
  ctx = await matrixContext(api.app, CORS_ORIGIN);
});

describe('authorization matrix', () => {
  it('every registered route has a row, and every row a route', () => {
    const missing = api.app.apiRoutes
      .filter((r) => !rowFor(r.method, r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const used = new Set(api.app.apiRoutes.map((r) => rowFor(r.method, r.url)));
    const stale = Object.entries(MATRIX)
      .filter(([, row]) => !used.has(row))
      .map(([key]) => key);
    expect(stale).toEqual([]);
  });

  it('every route declares an access level', () => {
    expect(api.app.apiRoutes.filter((r) => !r.access)).toEqual([]);
  });

  it('each caller gets the expected status on each route', async () => {
    const failures: string[] = [];
    for (const route of api.app.apiRoutes) {
      const row = rowFor(route.method, route.url);
      if (!row) continue; // reported by the first test
      for (const who of PRINCIPALS) {
        // Building the OpenAPI document (docs/json, docs/yaml) can hold the event loop past the
        // database heartbeat on a loaded machine; each call waits for the connection (helpers.ts).
        await databaseConnected(api.app);
        const base = (await row.request?.(ctx, who)) ?? {};
        const headers = { ...(base.headers as Record<string, string>) };
        if (who === 'kids') Object.assign(headers, asViewer(ctx.sessions.kids, ctx.kidsToken));
        else if (who !== 'anonymous') Object.assign(headers, bearer(ctx.sessions[who].accessToken));
        const res = await api.app.inject({
          ...base,
          method: route.method as InjectOptions['method'],
          url: base.url ?? route.url,
          headers,
        });
        if (res.statusCode !== row.expect[who]) {
          failures.push(
            `${route.method} ${route.url} as ${who}: ${res.statusCode}, expected ${row.expect[who]} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    // Hundreds of requests in sequence: more than jest's default 5 s on a busy 2-core machine.
  }, 120_000);
});
