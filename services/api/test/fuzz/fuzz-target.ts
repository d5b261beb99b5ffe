import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { installRootNotFoundHandler } from '../../src/core/error-handler';
import {
  bearer,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  DEV_MODERATOR,
  signIn,
  signUp,
  startTestDb,
  type TestDb,
} from '../helpers';
import type { Anchors } from './fuzz-cases';
import { type FuzzRoute, openApiRoutes } from './openapi-routes';

export type Principal = 'anonymous' | 'user' | 'moderator' | 'admin';

/** What both fuzzers send requests to: the app as the standalone server runs it, and a caller per role. */
export interface FuzzTarget {
  db: TestDb;
  app: FastifyInstance;
  routes: FuzzRoute[];
  anchors: Anchors;
  headersOf: Record<Principal, Record<string, string>>;
}

export async function startFuzzTarget(): Promise<FuzzTarget> {
  const db = await startTestDb();
  // As the standalone server runs it: the root 404 is JSON too (paths that normalise outside /api).
  const app = await buildApp({ mongoUri: db.uri, config: { authRouteRateLimitPerMinute: 100_000 } });
  installRootNotFoundHandler(app);
  await app.ready();
  const headersOf: Record<Principal, Record<string, string>> = {
    anonymous: {},
    user: bearer((await signUp(app)).accessToken),
    moderator: bearer((await signIn(app, DEV_MODERATOR.email, DEV_MODERATOR.password)).accessToken),
    admin: bearer((await signIn(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD)).accessToken),
  };
  const routes = await openApiRoutes(app);
  const movies = (await app.inject({ method: 'GET', url: '/api/movies' })).json() as {
    items: { thumbnail: string }[];
  };
  const [, , bucket = '', name = ''] = new URL(movies.items[0]?.thumbnail ?? '', 'http://x').pathname.split(
    '/',
  );
  const anchors = { id: '0123456789abcdef01234567', media: { bucket, name } };
  // Reads that create something on first use (a member's Main profile) happen before any baseline.
  for (const headers of Object.values(headersOf)) {
    for (const route of routes.filter((r) => r.method === 'GET' && r.pathParams.length === 0)) {
      await app.inject({ method: 'GET', url: route.url, headers });
    }
  }
  return { db, app, routes, anchors, headersOf };
}

/** What is wrong with an answer to bad input, or null: no 5xx, and every 4xx a JSON error with a stable code. */
export function problem(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return 'server error';
  if (res.statusCode < 400) return null;
  let body: { statusCode?: unknown; code?: unknown };
  try {
    body = res.json();
  } catch {
    return 'error body is not JSON';
  }
  if (body.statusCode !== res.statusCode) return 'statusCode field differs from the status';
  if (typeof body.code !== 'string' || !/^[A-Z][A-Z0-9_]+$/.test(body.code)) return 'no stable code';
  return null;
}
