import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EngineProcess, spawnEngine } from '@premieres/embedded-mongo/engine-process';
import { type ApiProcess, buildApiFor, removeBuild, startApiProcess } from '../support/api-process';
import { eventually } from '../support/eventually';
import { freePort } from '../support/free-port';

/**
 * The database dies under the API (kill -9 of the engine process) and comes back on the same port
 * and data directory: meanwhile every answer is a 503 DB_UNAVAILABLE with Retry-After within a
 * second (never a 500, never a hang); afterwards the API serves again by itself, with every write it
 * acknowledged before the crash still there.
 */

// Every answer comes within a second while the database is away (DB_TIMEOUT_MS is 400 by default, a read retried once):
// a request still waiting after that fails the test.
const ANSWER_WITHIN_MS = 1000;
/** How long the API may take to notice the database gone, or back. */
const DATABASE_WAIT = { deadlineMs: 20_000, everyMs: 100 };

let dist: string | undefined;
let dataDir: string;
let port: number;
let engine: EngineProcess;
let api: ApiProcess;

interface Answer {
  status: number;
  body: { code?: string; items?: { id?: string; movie?: { id: string } }[]; accessToken?: string };
  retryAfter: string | null;
}

async function call(method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? JSON.parse(text) : {},
    retryAfter: res.headers.get('retry-after'),
  };
}

beforeAll(async () => {
  dist = buildApiFor('database-restart');
  dataDir = mkdtempSync(join(tmpdir(), 'premieres-db-restart-'));
  port = await freePort();
  engine = await spawnEngine(port, dataDir);
  api = await startApiProcess(
    {
      NODE_ENV: 'test',
      MONGODB_URI: `${engine.uri}restart`,
      CATALOG_CACHE_TTL_MS: '0',
    },
    dist,
  );
}, 60_000);

afterAll(async () => {
  await api?.stop('SIGKILL');
  await engine?.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  removeBuild(dist);
});

it('answers 503 with Retry-After while the database is down, recovers by itself and loses no acknowledged write', async () => {
  const signUp = await call('POST', '/api/auth/signup', undefined, {
    fullName: 'Restart Person',
    email: `restart.${Date.now()}@example.com`,
    password: 'Sunrise2025x',
  });
  expect(signUp.status).toBe(201);
  const token = signUp.body.accessToken as string;
  const ids = ((await call('GET', '/api/movies')).body.items ?? []).map((m) => m.id as string);
  expect(ids.length).toBeGreaterThanOrEqual(4);
  const acknowledged = ids.slice(0, 3);
  for (const id of acknowledged) expect((await call('PUT', `/api/me/list/${id}`, token)).status).toBe(200);

  await engine.kill('SIGKILL');

  // While it is down: every answer is 503 (never 500, never a hang), soon with the stable code.
  const down = [
    () => call('GET', '/api/me/list', token),
    () => call('PUT', `/api/me/list/${ids[3]}`, token),
    () => call('GET', '/api/movies'),
    () => call('GET', '/api/ready'),
  ];
  await eventually(
    'every route answers 503 DB_UNAVAILABLE',
    async () => {
      const answers = await Promise.all(down.map((request) => request()));
      // Anything but 503 is reported with its route, body and the API's logged error.
      const wrong = answers.flatMap((answer, i) => (answer.status === 503 ? [] : [{ i, ...answer }]));
      const failures = api.logs.filter((entry) => entry.msg === 'request failed').map((entry) => entry.err);
      expect({ wrong, failures: wrong.length > 0 ? failures.slice(-3) : [] }).toEqual({
        wrong: [],
        failures: [],
      });
      const [list, put, movies] = answers;
      // Liveness stays 200 (restarting the API would not bring the database back).
      const health = await call('GET', '/api/health');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ status: 'degraded', db: { state: 'unreachable' } });
      return [list, put, movies].every((a) => a?.body.code === 'DB_UNAVAILABLE' && a.retryAfter === '5');
    },
    DATABASE_WAIT,
  );

  engine = await spawnEngine(port, dataDir);
  const back = Date.now();
  await eventually(
    'the API serves again',
    async () => {
      const answer = await call('GET', '/api/me/list', token);
      expect([200, 503]).toContain(answer.status);
      return answer.status === 200;
    },
    DATABASE_WAIT,
  );
  console.info(`database restart: the API served again ${Date.now() - back} ms after the engine listened`);

  const listed = ((await call('GET', '/api/me/list', token)).body.items ?? []).map((e) => e.movie?.id);
  expect(listed).toEqual(expect.arrayContaining(acknowledged));
  expect((await call('PUT', `/api/me/list/${ids[3]}`, token)).status).toBe(200);
  expect((await call('GET', '/api/ready')).status).toBe(200);
  expect(api.logs.filter((entry) => entry.msg === 'request failed')).toEqual([]);
}, 90_000);
