// `npm run bench -- auth`: sign-in latency (p50/p99) and refresh-token rotation throughput of the
// API over real HTTP. The engine and the API each run in a child process; the load comes from this
// one. argon2id at the OWASP cost (m=19 MiB, t=2, p=1) dominates sign-in, by design.
import { csrfHeaders } from './lib/csrf';
import { type Child, jsonWithPort, spawnUntil, startEngine, stopAll } from './lib/processes';

const ACCOUNTS = 16;
const SEQUENTIAL_SIGN_INS = 100;
const CONCURRENT_SIGN_INS = 200;
const SIGN_IN_CONCURRENCY = 4;
const REFRESH_CONCURRENCY = 32;
const REFRESH_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const PASSWORD = 'Bench#Password2025';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Row {
  name: string;
  requests: number;
  seconds: number;
  latencies: number[];
  failures: number;
}

function printTable(rows: Row[]): void {
  const header = ['measure', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'failures'];
  const body = rows.map((r) => {
    const sorted = [...r.latencies].sort((a, b) => a - b);
    return [
      r.name,
      String(r.requests),
      (r.requests / r.seconds).toFixed(1),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 99).toFixed(1),
      String(r.failures),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]?.length ?? 0)));
  for (const row of [header, ...body]) {
    console.log(
      row.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  '),
    );
  }
}

const CSRF_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
function csrfToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => CSRF_ALPHABET.charAt(b & 63)).join('');
}

function refreshCookieOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('refresh_token='));
  const value = cookie?.slice('refresh_token='.length).split(';')[0];
  if (!value) throw new Error(`no refresh cookie (${res.status})`);
  return value;
}

async function post(base: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  if (body === undefined) return fetch(`${base}${url}`, { method: 'POST', headers });
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function timed(fn: () => Promise<boolean>, latencies: number[]): Promise<boolean> {
  const start = performance.now();
  const ok = await fn();
  latencies.push(performance.now() - start);
  return ok;
}

async function signIn(base: string, email: string): Promise<Response> {
  return post(base, '/api/auth/signin', { email, password: PASSWORD }, csrfHeaders());
}

async function measureSignIns(
  base: string,
  emails: string[],
  total: number,
  concurrency: number,
): Promise<Row> {
  const row: Row = {
    name: `sign-in, ${concurrency} at a time`,
    requests: 0,
    seconds: 0,
    latencies: [],
    failures: 0,
  };
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const email = emails[next % emails.length] ?? '';
        next += 1;
        const ok = await timed(async () => (await signIn(base, email)).status === 200, row.latencies);
        row.requests += 1;
        if (!ok) row.failures += 1;
      }
    }),
  );
  row.seconds = (performance.now() - start) / 1000;
  return row;
}

/** Each worker owns a session and rotates its refresh cookie as fast as it can. */
async function measureRefresh(
  base: string,
  emails: string[],
  concurrency: number,
  seconds: number,
): Promise<Row> {
  const row: Row = {
    name: `refresh, ${concurrency} sessions`,
    requests: 0,
    seconds,
    latencies: [],
    failures: 0,
  };
  const tokens = await Promise.all(
    Array.from({ length: concurrency }, async (_, i) =>
      refreshCookieOf(await signIn(base, emails[i % emails.length] ?? '')),
    ),
  );
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (first) => {
      let token = first;
      const csrf = csrfToken();
      while (performance.now() < deadline) {
        const ok = await timed(async () => {
          const res = await post(base, '/api/auth/refresh', undefined, {
            cookie: `refresh_token=${token}; csrf-token=${csrf}`,
            'x-csrf-token': csrf,
          });
          if (res.status !== 200) {
            if (row.failures === 0) console.error(`refresh failed: ${res.status} ${await res.text()}`);
            return false;
          }
          token = refreshCookieOf(res);
          await res.arrayBuffer();
          return true;
        }, row.latencies);
        row.requests += 1;
        if (!ok) {
          row.failures += 1;
          return;
        }
      }
    }),
  );
  return row;
}

export async function run(): Promise<void> {
  const children: Child[] = [];
  try {
    const engine = await startEngine('premieres_bench_auth');
    children.push(engine);
    const api = await spawnUntil(
      process.execPath,
      ['--import', 'tsx', __filename, 'serve', engine.uri],
      jsonWithPort,
    );
    children.push(api);
    const base = `http://127.0.0.1:${api.ready.port}`;

    const emails = Array.from({ length: ACCOUNTS }, (_, i) => `bench.${i}@premieres.test`);
    const signUpLatencies: number[] = [];
    for (const email of emails) {
      await timed(
        async () =>
          (await post(base, '/api/auth/signup', { fullName: 'Bench User', email, password: PASSWORD }))
            .status === 201,
        signUpLatencies,
      );
    }
    console.log(
      `Auth bench: argon2id m=19456 KiB t=2 p=1 (OWASP), node ${process.version}, ${ACCOUNTS} accounts, embedded engine`,
    );
    const rows = [
      {
        name: 'sign-up, 1 at a time',
        requests: ACCOUNTS,
        seconds: signUpLatencies.reduce((a, b) => a + b, 0) / 1000,
        latencies: signUpLatencies,
        failures: 0,
      },
      await measureSignIns(base, emails, SEQUENTIAL_SIGN_INS, 1),
      await measureSignIns(base, emails, CONCURRENT_SIGN_INS, SIGN_IN_CONCURRENCY),
      await measureRefresh(base, emails, REFRESH_CONCURRENCY, REFRESH_SECONDS),
    ];
    printTable(rows);
  } finally {
    await stopAll(children);
  }
}

/** Child role: the API as the gateway builds it, on the given database, without the general route limit. */
async function serve(mongoUri: string): Promise<void> {
  const { buildApp } = await import('../services/api/src/app');
  const app = await buildApp({
    mongoUri,
    logger: { level: 'error', stream: process.stderr },
    config: { authRouteRateLimitPerMinute: 1_000_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

if (require.main === module) {
  const [mode, uri] = process.argv.slice(2);
  (mode === 'serve' && uri ? serve(uri) : run()).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
