import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { builtinModules } from 'node:module';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { generateCsrfToken } from '@premieres/contracts';
import { startEmbeddedMongo } from '@premieres/embedded-mongo';
import { DEV_ADMIN_EMAIL } from '../../src/config';
import { movieWrite, mp4Bytes, multipart } from '../admin/admin-fixtures';
import { API_DIR, type ApiProcess, buildApiFor, removeBuild, startApiProcess } from '../support/api-process';

/**
 * The production shape, proven on the compiled output: `node dist/server.js` with
 * NODE_ENV=production, a MongoDB given by MONGODB_URI (here an engine this test starts), no tsx
 * and no development database package. Also SIGTERM: in-flight uploads finish, then it exits 0.
 */

let DIST = '';
const SECRET = 'compiled-server-test-secret-0123456789abcdef';
const ADMIN_PASSWORD = 'Compiled#Admin2025';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? specifier);
}

let mongo: { uri: string; stop(): Promise<void> };
let api: ApiProcess;
const productionEnv = () => ({
  NODE_ENV: 'production',
  MONGODB_URI: `${mongo.uri.replace(/\/?$/, '/')}compiled`,
  JWT_SECRET: SECRET,
  ADMIN_PASSWORD,
  // A staging-like start: the simulated payment provider, explicitly allowed.
  PAYMENT_WEBHOOK_SECRET: SECRET,
  ALLOW_SIMULATED_PAYMENTS: 'true',
  LOG_LEVEL: 'info',
});

beforeAll(async () => {
  DIST = buildApiFor('compiled-server');
  mongo = await startEmbeddedMongo({ port: 0 });
  api = await startApiProcess(productionEnv(), DIST);
}, 60_000);

afterAll(async () => {
  await api?.stop('SIGKILL');
  await mongo?.stop();
  removeBuild(DIST);
});

it('compiles to JavaScript that requires only production dependencies', () => {
  const files = filesUnder(DIST).filter((f) => f.endsWith('.js'));
  const bytes = filesUnder(DIST).reduce((sum, f) => sum + statSync(f).size, 0);
  console.info(`compiled API: ${files.length} files, ${(bytes / 1024).toFixed(0)} KB in dist/`);
  const pkg = JSON.parse(readFileSync(join(API_DIR, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const allowed = new Set([...Object.keys(pkg.dependencies), ...builtinModules]);
  const strays: string[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of source.matchAll(/require\("([^"]+)"\)/g)) {
      if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
      const name = packageOf(specifier);
      // The development engines are loaded only by the backend chooser, never in production.
      if (file.endsWith(join('db', 'backend.js')) && /embedded-mongo|mongodb-memory-server/.test(name))
        continue;
      if (file.includes(join('node_modules', '@premieres', 'contracts')) && name === 'typebox') continue;
      if (!allowed.has(name)) strays.push(`${file.slice(DIST.length)}: ${name}`);
    }
  }
  expect(strays).toEqual([]);
});

it('serves liveness and readiness, with a request id on the response and in the log', async () => {
  const health = await fetch(`${api.url}/api/health`, { headers: { 'x-request-id': 'probe-42' } });
  expect(health.status).toBe(200);
  expect(health.headers.get('x-request-id')).toBe('probe-42');
  expect(await health.json()).toMatchObject({ status: 'ok', db: { state: 'connected' } });
  const ready = await fetch(`${api.url}/api/ready`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready', db: 'ok', redis: 'off' });
  expect(ready.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  const unknown = await fetch(`${api.url}/api/no-such-route`, { headers: { 'x-request-id': 'probe-43' } });
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  await logged((e) => e.reqId === 'probe-43' && e.msg === 'request completed');
  // No development routes and no metrics on the public port without a token.
  expect((await fetch(`${api.url}/api/dev/outbox`)).status).toBe(404);
  expect((await fetch(`${api.url}/metrics`)).status).toBe(404);
});

it('refuses to start in production without MONGODB_URI, saying so', async () => {
  const { MONGODB_URI: _unset, ...env } = productionEnv();
  await expect(startApiProcess(env, DIST)).rejects.toThrow(
    /MONGODB_URI must be set when NODE_ENV=production/,
  );
});

/** Starts an upload, sends half of it, and hands back what finishes it. */
async function startUpload(token: string) {
  const { payload, headers } = multipart([
    { name: 'movie', value: JSON.stringify(movieWrite({ title: 'Shutdown Upload' })) },
    { name: 'trailer', filename: 'clip.mp4', content: mp4Bytes(256 * 1024), type: 'video/mp4' },
  ]);
  const half = Math.floor(payload.length / 2);
  const url = new URL(`${api.url}/api/admin/movies`);
  const req = httpRequest(url, {
    method: 'POST',
    headers: { ...headers, 'content-length': String(payload.length), authorization: `Bearer ${token}` },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once('error', reject);
  });
  req.write(payload.subarray(0, half));
  return { finish: () => req.end(payload.subarray(half)), response };
}

function connect(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: hostname, port: Number(port) }, () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

function logged(predicate: (entry: Record<string, unknown>) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (api.logs.some(predicate) ? resolve() : setTimeout(check, 20));
    check();
  });
}

it('on SIGTERM stops accepting, finishes the upload in flight, closes the database and exits 0', async () => {
  const csrf = generateCsrfToken();
  const signIn = await fetch(`${api.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `csrf-token=${csrf}` },
    body: JSON.stringify({ email: DEV_ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  const { accessToken } = (await signIn.json()) as { accessToken: string };

  const upload = await startUpload(accessToken);
  await logged(
    (e) => e.msg === 'incoming request' && String((e.req as { url?: string })?.url) === '/api/admin/movies',
  );
  void api.stop('SIGTERM');
  await logged((e) => e.msg === 'shutting down');
  // The listening socket is closed: a new connection is refused while the upload goes on.
  await expect(connect(api.url)).rejects.toThrow(/ECONNREFUSED/);
  upload.finish();
  const answer = await upload.response;
  expect(answer.status).toBe(201);
  expect(JSON.parse(answer.body)).toMatchObject({ title: 'Shutdown Upload' });
  expect(await api.exited).toBe(0);
  expect(api.logs.some((e) => e.msg === 'database closed')).toBe(true);
}, 30_000);
