import type { FastifyInstance } from 'fastify';
import { startTestApp, startTestDb, type TestDb } from '../helpers';
import { type RedisServer, startRedisServer } from '../support/redis-server';

/**
 * Limits shared between replicas: two API apps on one database and one real redis-server count
 * one @fastify/rate-limit budget (the general per-minute auth route limit). The same two apps
 * without Redis each count their own, which is what a replica set would get without it.
 */

const LIMIT = 6;
const NO_SEED = { seed: { enabled: false, admin: null, moderator: null, member: null } };

let redis: RedisServer;
let db: TestDb;
const apps: FastifyInstance[] = [];

async function pair(redisUrl: string | null): Promise<[FastifyInstance, FastifyInstance]> {
  const config = { authRouteRateLimitPerMinute: LIMIT, redisUrl, ...NO_SEED };
  const both = await Promise.all([startTestApp(db.uri, config), startTestApp(db.uri, config)]);
  apps.push(...both);
  return both;
}

const resetRequest = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: 'someone@example.com' } });

beforeAll(async () => {
  redis = await startRedisServer();
  db = await startTestDb();
}, 60_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await db?.stop();
  await redis?.stop();
});

it('two API processes with REDIS_URL share one limit: N requests split over both, the next is refused on either', async () => {
  const [a, b] = await pair(redis.url);
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT; i += 1) statuses.push((await resetRequest(i % 2 === 0 ? a : b)).statusCode);
  expect(statuses).toEqual(Array(LIMIT).fill(202));
  const refusedA = await resetRequest(a);
  const refusedB = await resetRequest(b);
  expect([refusedA.statusCode, refusedB.statusCode]).toEqual([429, 429]);
  expect(refusedB.json()).toMatchObject({ code: 'RATE_LIMITED' });
  expect(refusedB.headers['retry-after']).toBeDefined();
  // Both report Redis in their readiness.
  expect((await b.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({
    status: 'ready',
    db: 'ok',
    redis: 'ok',
  });
}, 30_000);

it('without Redis each process counts alone (why the shared store matters)', async () => {
  const [a, b] = await pair(null);
  for (let i = 0; i < LIMIT; i += 1) expect((await resetRequest(a)).statusCode).toBe(202);
  expect((await resetRequest(a)).statusCode).toBe(429);
  expect((await resetRequest(b)).statusCode).toBe(202);
}, 30_000);
